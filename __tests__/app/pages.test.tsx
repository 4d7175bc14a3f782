import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import BrowsePage from '@/app/(root)/browse/page';
import DetailsPage from '@/app/(root)/details/page';
import HomePage from '@/app/(root)/page';
import ProfilePage from '@/app/(root)/profile/page';
import StreamsPage from '@/app/(root)/streams/page';

// The spec's texts, figures and counts are checked in the exported HTML
// (__tests__/out/export.test.mjs), one h1 in the browser (pages.spec.ts), every picture's alt
// over out/ (every-page.test.mjs): here, what each route composes from its sections.
const pages: [string, ComponentType][] = [
  ['home', HomePage],
  ['browse', BrowsePage],
  ['details', DetailsPage],
  ['streams', StreamsPage],
  ['profile', ProfilePage],
];

describe.each(pages)('the %s page', (_name, Page) => {
  beforeEach(() => render(<Page />));

  it('labels every section by its heading, so each is a named region', () => {
    const sections = Array.from(document.querySelectorAll('section'));
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) {
      const id = section.getAttribute('aria-labelledby');
      expect(id && document.getElementById(id)?.textContent?.trim()).toBeTruthy();
    }
  });
});

describe('the home page', () => {
  it('loads the banner eagerly and every other picture lazily', () => {
    render(<HomePage />);
    const images = document.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const image of Array.from(images).slice(1))
      expect(image).toHaveAttribute('loading', 'lazy');
  });
});
