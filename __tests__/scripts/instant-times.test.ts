import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen } from '@testing-library/react';

// The editors' admin (scripts/cms/instant-times.js): in a publishAt or expireAt field, the
// instant typed reads in UTC and in the editor's own zone, or says why the build refuses it.
// Run as the admin runs it: a classic script in the page.
beforeAll(() => {
  window.eval(readFileSync(path.join(process.cwd(), 'scripts/cms/instant-times.js'), 'utf8'));
});

function field(id: string) {
  const input = document.createElement('input');
  input.type = 'text';
  input.id = id;
  document.body.append(input);
  return input;
}

describe('the instant an editor types', () => {
  it('reads in UTC and in the editor’s time zone, the field described by it', () => {
    const input = field('publishAt-field-7');
    fireEvent.focusIn(input);
    fireEvent.input(input, { target: { value: '2027-03-10T16:00:00+01:00' } });
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent(/^Published: 10 Mar 2027, 15:00 UTC, .+ your time \(.+\)\.$/);
    expect(input).toHaveAttribute('aria-describedby', note.id);
  });

  it('says an instant without its offset is one the build refuses', () => {
    const input = field('expireAt-field-8');
    fireEvent.input(input, { target: { value: '2027-03-10T15:00' } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Leaves the site: "2027-03-10T15:00" is no instant the build takes: write it with its offset, like 2027-03-10T15:00:00Z.',
    );
  });

  it('leaves every other field alone', () => {
    const input = field('title-field-9');
    fireEvent.focusOut(screen.getByRole('status'));
    fireEvent.input(input, { target: { value: '2027-03-10T15:00:00Z' } });
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
