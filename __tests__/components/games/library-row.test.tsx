import { render, screen, within } from '@testing-library/react';
import { LibraryRow } from '@/components/games/library-row';
import type { LibraryGame } from '@/lib/content/types';
import { art } from '@/data/artwork';

const game = (isDownload: boolean): LibraryGame => ({
  imgUrl: art('cover-terraloom'),
  gameName: 'Terraloom',
  gameType: 'Sandbox',
  dataAdded: '14/03/2036',
  hoursPlayed: '128 h 40 min',
  isDownload,
});

function renderRow(isDownload: boolean) {
  render(
    <ul>
      <LibraryRow game={game(isDownload)} />
    </ul>,
  );
  return screen.getByRole('listitem');
}

describe('LibraryRow', () => {
  it('shows Downloaded and a disabled-looking button for a downloaded game', () => {
    const row = renderRow(true);
    expect(within(row).getByText('Downloaded')).toBeInTheDocument();
    const button = within(row).getByRole('button', { name: 'Download Terraloom' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveClass('border-muted');
  });

  it('shows Not Downloaded and an active-looking button otherwise', () => {
    const row = renderRow(false);
    expect(within(row).getByText('Not Downloaded')).toBeInTheDocument();
    const button = within(row).getByRole('button', { name: 'Download Terraloom' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveClass('bg-accent');
  });

  it('shows the date added and the hours played', () => {
    const row = renderRow(true);
    expect(row).toHaveTextContent('Date Added14/03/2036');
    expect(row).toHaveTextContent('Hours Played128 h 40 min');
  });
});
