import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import NotFound from '@/app/global-not-found';
import { runCaseRedirect } from '@/lib/case-redirect';
import { redirectRoutes } from '@/data/catalogue';

/** As the export writes it: rendered on the server (React never runs a script it creates). */
function renderPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<NotFound />);
  document.body.replaceChildren(container);
  return container;
}

describe('NotFound', () => {
  it('says 404 and Not Found, with a way home', () => {
    renderPage();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
  });

  it('sends an address naming a route in another case on to it, keeping query and hash', () => {
    // The page's inline script (lib/case-redirect.ts); on every host: navigation.spec.ts.
    const replace = jest.fn();
    for (const [pathname, base] of [
      ['/Streams', ''],
      ['/demo/portal/BROWSE/index.html', '/demo/portal'],
      ['/DE/Browse', ''],
      ['/demo/portal/Ja/', '/demo/portal'],
      ['/streams/', ''],
      ['/de/browse/', ''],
      ['/nope/', ''],
      ['/fr/browse/', ''],
      ['/DE/Games/Neon-Vanguard', ''],
      ['/games/Terraloom/', ''],
    ] as const) {
      runCaseRedirect(redirectRoutes, base, { pathname, search: '?q=1', hash: '#top', replace });
    }
    expect(replace.mock.calls).toEqual([
      ['/streams/?q=1#top'],
      ['/demo/portal/browse/?q=1#top'],
      ['/de/browse/?q=1#top'],
      ['/demo/portal/ja/?q=1#top'],
      ['/de/games/neon-vanguard/?q=1#top'],
    ]);
  });

  it('carries that redirect as an inline script of its own', () => {
    const container = renderPage();
    const scripts = Array.from(container.querySelectorAll('script'), (node) => node.textContent);
    expect(scripts.filter((text) => text?.includes(JSON.stringify(redirectRoutes)))).toHaveLength(
      1,
    );
  });
});
