import { render, screen } from '@testing-library/react';
import { SearchResultCard } from '@/components/search/search-result-card';
import { excerptParts } from '@/lib/search/excerpt';
import english from '@/data/locales/en/messages.json';

// Pagefind hands the results page each excerpt as escaped text with its matches in <mark>.
// Whatever a studio typed into a post shows as the words it typed, never as markup.
describe('a search result', () => {
  const show = (excerpt: string) =>
    render(
      <ol>
        <SearchResultCard
          kinds={english.search.kind}
          result={{
            url: '/news/a-post/',
            title: 'A <b>post</b>',
            kind: 'news',
            excerpt: excerptParts(excerpt),
            image: '/art/cover-neon-vanguard-128.webp',
          }}
        />
      </ol>,
    );

  it('marks each match and keeps typed markup as text', () => {
    const { container } = show(
      '&lt;img src=x onerror=alert(1)&gt; met <mark>Neon</mark> &amp; <mark>Vanguard</mark> &quot;live&quot;',
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Neon',
      'Vanguard',
    ]);
    expect(container.querySelector('p:last-child')).toHaveTextContent(
      '<img src=x onerror=alert(1)> met Neon & Vanguard "live"',
    );
    // The only picture is the thumbnail the index names; the typed one stayed words.
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/art/cover-neon-vanguard-128.webp',
    ]);
    expect(container.querySelector('b')).toBeNull();
  });

  it('names its kind and links its page by its title', () => {
    show('plain words');
    expect(screen.getByText('News')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A <b>post</b>' })).toHaveAttribute(
      'href',
      '/news/a-post/',
    );
  });
});
