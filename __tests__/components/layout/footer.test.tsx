import { render, screen } from '@testing-library/react';
import { Footer } from '@/components/layout/footer';
import brand from '@/data/brand.json';
import { normalisePath } from '@/lib/core/paths';
import { screens } from '@/lib/core/routes.mjs';

describe('Footer', () => {
  beforeEach(() => render(<Footer />));

  it('shows the 2036 copyright line with the company name', () => {
    expect(
      screen.getByText(`Copyright © 2036 ${brand.companyName}. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('shows a design credit line', () => {
    expect(screen.getByText(/design and artwork/i)).toBeInTheDocument();
  });

  it('links every page, so each stays reachable without the menu', () => {
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      Array.from(nav.querySelectorAll('a')).map((a) => normalisePath(a.getAttribute('href'))),
    ).toEqual([
      ...screens.filter((route) => route.nav === 'main').map((route) => route.path),
      ...screens.filter((route) => route.nav === 'profile').map((route) => route.path),
    ]);
  });

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
