import { render, screen, within } from '@testing-library/react';
import HomePage from '@/app/page';

describe('HomePage', () => {
  beforeEach(() => render(<HomePage />));

  it('welcomes the visitor in a banner with a Browse Now button', () => {
    const banner = screen.getByRole('region', { name: /find your next favourite world/i });
    expect(within(banner).getByText(/welcome to lumenrift/i)).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Browse Now' })).toBeInTheDocument();
  });

  it('shows 8 popular games with a Discover Popular button', () => {
    const section = screen.getByRole('region', { name: 'Most Popular Right Now' });
    expect(within(section).getAllByRole('article')).toHaveLength(8);
    expect(within(section).getByRole('heading', { name: 'Neon Vanguard' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Discover Popular' })).toBeInTheDocument();
  });

  it('lists the 3 library games with a View Your Library button', () => {
    const section = screen.getByRole('region', { name: 'Your Gaming Library' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).getByRole('button', { name: 'View Your Library' })).toBeInTheDocument();
  });

  it('has exactly one h1', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('loads the banner eagerly and every other picture lazily', () => {
    const images = document.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const image of Array.from(images).slice(1))
      expect(image).toHaveAttribute('loading', 'lazy');
  });
});
