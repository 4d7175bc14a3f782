import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@/components/ui/button';

describe('Button', () => {
  it('is always a plain type="button", so even inside a form it submits nothing', async () => {
    const submitted = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submitted}>
        <Button>Browse Now</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Browse Now' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('fills with the accent for primary and outlines in it for secondary', () => {
    render(
      <>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Primary' })).toHaveClass(
      'bg-accent',
      'border-accent',
      'text-accent-label',
    );
    const secondary = screen.getByRole('button', { name: 'Secondary' });
    // The outline in the accent's 3:1 shade, which is the accent itself for the default brand.
    expect(secondary).toHaveClass('bg-transparent', 'border-accent-mark');
    expect(secondary).not.toHaveClass('bg-accent');
  });

  it('takes a width', () => {
    render(
      <>
        <Button width="full">Full</Button>
        <Button>Auto</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Full' })).toHaveClass('w-full');
    expect(screen.getByRole('button', { name: 'Auto' })).toHaveClass('w-auto');
  });

  it('lets the caller add classes and aria attributes', () => {
    render(
      <Button className="mt-8" aria-describedby="hint">
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveClass('mt-8');
    expect(button).toHaveAttribute('aria-describedby', 'hint');
  });
});
