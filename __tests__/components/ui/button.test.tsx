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
});
