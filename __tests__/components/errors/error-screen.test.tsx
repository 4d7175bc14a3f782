import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorPage from '@/app/(root)/error';
import { englishErrorText, ErrorTextProvider } from '@/components/errors/error-text';
import { messagesFor } from '@/lib/render/i18n';

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

  it("shows its language's words, handed down by the layout", () => {
    const { errors } = messagesFor('de');
    render(
      <ErrorTextProvider text={errors}>
        <ErrorPage error={new Error('')} reset={() => {}} />
      </ErrorTextProvider>,
    );
    expect(screen.getByRole('heading', { name: errors.errorHeading })).toBeInTheDocument();
    expect(screen.getByText(errors.errorFallback)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: errors.tryAgain })).toBeInTheDocument();
  });

  it("keeps English's words, outside every layout, as en/messages.json has them", () => {
    const { errorHeading, errorFallback, tryAgain } = messagesFor('en').errors;
    expect(englishErrorText).toEqual({ errorHeading, errorFallback, tryAgain });
  });
});
