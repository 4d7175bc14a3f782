import { render, screen } from '@testing-library/react';
import { PostBody } from '@/components/news/post-body';
import { NewsScreen } from '@/components/screens/news-screen';
import { normalisePath } from '@/lib/core/paths';

describe('a post body', () => {
  it('shows raw HTML as the characters it is, and runs nothing', () => {
    render(<PostBody text={'Hello <img src=x onerror="alert(1)"> & <b>bold</b>'} />);
    expect(screen.getByText(/Hello <img src=x onerror="alert\(1\)"> & <b>bold<\/b>/)).toBeVisible();
    expect(document.querySelector('img, b')).toBeNull();
  });

  it('renders its headings below the page title, its lists, quotations and links', () => {
    render(
      <PostBody
        text={
          '## Changes\n\n- Faster\n- Fairer\n\n### Fixes\n\n> What you saw is what happened.\n\n[The game](/games/neon-vanguard/) and [the cup](https://example.com/cup)'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Changes' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Fixes' })).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Faster',
      'Fairer',
    ]);
    expect(document.querySelector('blockquote')).toHaveTextContent(
      'What you saw is what happened.',
    );
    // A page of the site through next/link (the export adds the trailing slash and base path).
    expect(normalisePath(screen.getByRole('link', { name: 'The game' }).getAttribute('href'))).toBe(
      '/games/neon-vanguard/',
    );
    expect(screen.getByRole('link', { name: 'the cup' })).toHaveAttribute(
      'href',
      'https://example.com/cup',
    );
  });
});

describe('the news list', () => {
  it('has one h1, the kinds, the first page of cards and the way to the next', () => {
    render(<NewsScreen />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Older posts' })).toHaveAttribute('rel', 'next');
    for (const image of Array.from(document.querySelectorAll('img')))
      expect(image).toHaveAttribute('loading', 'lazy');
  });
});
