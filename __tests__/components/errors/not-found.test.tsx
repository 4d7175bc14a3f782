import { render, screen } from '@testing-library/react';
import { useRouter } from 'next/navigation';
import NotFound from '@/app/not-found';

jest.mock('next/navigation', () => ({ useRouter: jest.fn() }));
const replace = jest.fn();

function visit(pathname: string) {
  window.history.replaceState(null, '', pathname);
  (useRouter as jest.Mock).mockReturnValue({ replace });
  render(<NotFound />);
}

describe('NotFound', () => {
  beforeEach(() => replace.mockClear());

  it('says 404 and Not Found, with a way home', () => {
    visit('/no-such-page/');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
    expect(replace).not.toHaveBeenCalled();
  });

  it.each([
    ['/Streams', '/streams/'],
    ['/BROWSE/', '/browse/'],
  ])('sends %s on to %s', (pathname, route) => {
    visit(pathname);
    expect(replace).toHaveBeenCalledWith(route);
  });
});
