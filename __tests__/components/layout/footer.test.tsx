import { render, screen } from '@testing-library/react';
import { Footer } from '@/components/layout/footer';
import { normalisePath } from '@/lib/core/paths';

// Its credit line and its legal pages on every page, each in its language: over out/
// (every-page.test.mjs); every page reached through visible links: no-javascript.spec.ts.
describe('Footer', () => {
  beforeEach(() => render(<Footer />));

  it('links the news beside the design system and the press kit', () => {
    expect(normalisePath(screen.getByRole('link', { name: 'News' }).getAttribute('href'))).toBe(
      '/news/',
    );
    const links = screen.getAllByRole('link').map((a) => a.textContent);
    const at = links.indexOf('Design system');
    expect(links.slice(at, at + 3)).toEqual(['Design system', 'News', 'Press kit']);
  });

  it("links the studio's pages in their groups and order, as their front matter says", () => {
    const group = (name: string) =>
      Array.from(screen.getByRole('navigation', { name }).querySelectorAll('a')).map((a) => [
        a.textContent,
        normalisePath(a.getAttribute('href')),
      ]);
    expect(group('Studio')).toEqual([
      ['About the studio', '/about/'],
      ['Careers', '/careers/'],
    ]);
    expect(group('Legal')).toEqual([
      ['Imprint', '/imprint/'],
      ['Privacy policy', '/privacy/'],
      ['Terms of use', '/terms/'],
      ['Accessibility statement', '/accessibility/'],
    ]);
  });
});
