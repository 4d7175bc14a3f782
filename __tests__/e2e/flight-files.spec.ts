import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { outOf } from './hosts';
import { NEWS_KINDS } from '../../lib/content/news/news.schema.mjs';

// Which of Next's flight files (the .txt payloads beside each page) the runtime fetches:
// the post-build step keeps only those (scripts/postbuild/next-output.mjs,
// UNFETCHED_FLIGHT_FILE). On one page of every kind, in English and in Japanese (the two
// route trees), this logs each request while a visitor loads the page, starts hydration,
// hovers a link, follows it and comes back. Hydration on intent fetches the page's own
// index.txt; HYDRATION=eager (the eager project) hydrates from the page and fetches
// nothing; a navigation fetches its target's index.txt, and nothing else, ever.

const FLIGHT = /\.txt$/;
const NOT_FLIGHT = new Set(['robots.txt']);

/** Every route of an export, from its folders that hold a page. */
function routesOf(out: string, at = ''): string[] {
  const entries = readdirSync(path.join(out, at), { withFileTypes: true });
  const here = entries.some((entry) => entry.name === 'index.html') ? [`/${at}`] : [];
  return [
    ...here,
    ...entries
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .flatMap((entry) => routesOf(out, `${at}${entry.name}/`)),
  ];
}

/**
 * A route's kind: the app route that renders it, its language prefix dropped. The games by
 * accessibility feature and the news by kind are routes of their own: folded in with the game
 * pages and posts, the lists (first in order) stood in for those pages, which went unchecked.
 */
function kindOf(route: string) {
  const kinds = `(?:${NEWS_KINDS.join('|')})`;
  return route
    .replace(/^\/(de|ja|ar)\//, '/')
    .replace(/^\/games\/accessibility\/[^/]+\/$/, '/games/accessibility/*/')
    .replace(/^\/games\/(?!accessibility\/)[^/]+\//, '/games/*/')
    .replace(/^\/news\/page\/\d+\//, '/news/page/*/')
    .replace(new RegExp(`^/news/${kinds}/`), '/news/<kind>/')
    .replace(/^\/news\/<kind>\/page\/\d+\//, '/news/<kind>/page/*/')
    .replace(new RegExp(`^/news/(?!${kinds}/|<kind>/)[^/]+/$`), '/news/*/');
}

/** The first route of each kind in a language (the 404 page's folder left out). */
function oneOfEachKind(variant: Parameters<typeof outOf>[0], language: string) {
  const byKind = new Map<string, string>();
  for (const route of routesOf(outOf(variant)).sort()) {
    const prefix = /^\/(de|ja|ar)\//.exec(route)?.[1] ?? 'en';
    if (route === '/404/' || prefix !== language) continue;
    const kind = kindOf(route);
    if (!byKind.has(kind)) byKind.set(kind, route);
  }
  return [...byKind];
}

/** Flight files requested from now on, by path. */
function flightRequests(page: Page, basePath: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const file = pathname.slice(basePath.length);
    if (FLIGHT.test(file) && !NOT_FLIGHT.has(path.basename(file))) seen.push(file);
  });
  return seen;
}

/**
 * A link in the page's main content to another page of the site, else one in the header or
 * footer (a page's own content may link only pictures; the nav's name is in the page's language).
 */
async function linkAway(page: Page, from: string, basePath: string) {
  const hrefs = await page
    .locator('main a[href]:visible, header a[href]:visible, footer a[href]:visible')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs
    .map((candidate) => (candidate.startsWith(basePath) ? candidate.slice(basePath.length) : ''))
    .find(
      (candidate) => candidate.startsWith('/') && candidate.endsWith('/') && candidate !== from,
    );
  expect(href, `a link away from ${from}`).toBeTruthy();
  return href as string;
}

test.describe('flight files', () => {
  test.describe.configure({ mode: 'parallel' });

  test(
    'the export writes no flight file but each route’s index.txt',
    { tag: '@desktop-only' },
    async ({ variant }) => {
      const out = outOf(variant);
      const flight: string[] = [];
      const walk = (at: string) => {
        for (const entry of readdirSync(path.join(out, at), { withFileTypes: true })) {
          const file = `${at}${entry.name}`;
          if (entry.isDirectory()) walk(`${file}/`);
          else if (FLIGHT.test(entry.name) && !NOT_FLIGHT.has(entry.name)) flight.push(file);
        }
      };
      walk('');
      expect(flight.length).toBeGreaterThan(40);
      expect(flight.filter((file) => path.basename(file) !== 'index.txt')).toEqual([]);
    },
  );

  for (const language of ['en', 'ja'] as const) {
    test(
      `on every kind of page in ${language}, the runtime fetches only the index.txt of the page it shows`,
      { tag: '@desktop-only' },
      async ({ page, variant, basePath, eager }) => {
        test.slow();
        const kinds = oneOfEachKind(variant, language);
        expect(kinds.length).toBeGreaterThan(15);
        const seen = flightRequests(page, basePath);
        for (const [kind, route] of kinds) {
          seen.length = 0;
          await page.goto(route);
          expect(seen, `${kind}: on load`).toEqual([]);
          await hydrated(page);
          expect(seen, `${kind}: once hydrated`).toEqual(eager ? [] : [`${route}index.txt`]);
          const target = await linkAway(page, route, basePath);
          const link = page.locator(`a[href="${basePath}${target}"]:visible`).first();
          seen.length = 0;
          await link.hover();
          expect(seen, `${kind}: hovering a link to ${target}`).toEqual([]);
          await link.click();
          await expect.poll(() => new URL(page.url()).pathname).toBe(`${basePath}${target}`);
          await page.waitForLoadState();
          // A link leads by client navigation (its target's index.txt) or, where the runtime
          // chooses a plain load, by the page itself.
          expect(
            seen.every((file) => file === `${target}index.txt`),
            `${kind}: following ${target}: ${seen.join(', ')}`,
          ).toBe(true);
          seen.length = 0;
          await page.goBack();
          await expect.poll(() => new URL(page.url()).pathname).toBe(`${basePath}${route}`);
          expect(
            seen.every((file) => file === `${route}index.txt`),
            `${kind}: back to ${route}: ${seen.join(', ')}`,
          ).toBe(true);
        }
      },
    );
  }

  test(
    'an unknown URL’s 404 page fetches its own payload once hydration starts',
    { tag: '@desktop-only' },
    async ({ page, basePath, eager, watch }) => {
      watch.allow(/404/);
      const seen = flightRequests(page, basePath);
      for (const [url, payload] of [
        ['/no-such-page/', '/_not-found/index.txt'],
        ['/ja/no-such-page/', '/ja/_not-found/index.txt'],
      ] as const) {
        seen.length = 0;
        const response = await page.goto(url);
        expect(response?.status()).toBe(404);
        await hydrated(page);
        expect(seen, url).toEqual(eager ? [] : [payload]);
      }
    },
  );
});
