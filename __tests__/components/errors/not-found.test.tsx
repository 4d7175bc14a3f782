import { render, screen } from '@testing-library/react';
import NotFound from '@/app/not-found';
import { routes } from '@/lib/paths';

describe('NotFound', () => {
  it('says 404 and Not Found, with a way home', () => {
    render(<NotFound />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
  });

  it('lists every route, hidden, for the start-up script to send /Streams on to /streams/', () => {
    // The redirect itself runs in the browser (navigation.spec.ts, on every host).
    const { container } = render(<NotFound />);
    const list = container.querySelector('[data-case-routes]');
    expect(list).not.toBeVisible();
    expect(list?.getAttribute('data-case-routes')?.split(' ')).toEqual([...routes]);
    expect(list).toHaveAttribute('data-base', '');
  });
});
