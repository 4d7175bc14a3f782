import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorPage from '@/app/(root)/error';

describe('ErrorPage', () => {
  it('is headed "Unexpected Application Error!" and shows the error message', () => {
    render(<ErrorPage error={new Error('The loom snapped')} reset={() => {}} />);
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The loom snapped')).toBeInTheDocument();
  });

  it('prefers the status text when the error carries one', () => {
    const error = Object.assign(new Error('raw'), { statusText: 'Service Unavailable' });
    render(<ErrorPage error={error} reset={() => {}} />);
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();
    expect(screen.queryByText('raw')).not.toBeInTheDocument();
  });

  it('retries when asked', async () => {
    const reset = jest.fn();
    render(<ErrorPage error={new Error('x')} reset={reset} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
