import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  axeViolations,
  blockedScript,
  expect,
  menuToggle,
  settle,
  sidewaysScroll,
  test,
  type Watch,
} from './fixtures';
import { outOf } from './hosts';
import { decode } from '../out/read-out.mjs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import { readMessages } from '../../lib/core/messages.mjs';
import { searchPage } from '../../lib/core/routes.mjs';
import type { Locator, Page } from '@playwright/test';

// Search with data/brand.json's `search` on (npm test -- build:content makes it, the whole catalogue):
// the header's form, the results page in every language, its filters and count, keyboard
// alone, no results, JavaScript off, axe in both themes at both widths, the baselines. What
// the index and the policies hold is checked over the export: __tests__/search/.
const out = outOf('search');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each language's messages, as JSON
const messages = readMessages(process.cwd()) as Record<string, any>;
const resultsOf = (code: string) => localisedPath(searchPage.path, code);
const searchUrl = (code: string, query: string) =>
  `${resultsOf(code)}?q=${encodeURIComponent(query)}`;

/** A page's h1 in the export, as its language's page writes it. */
function headingOf(route: string) {
  const html = readFileSync(path.join(out, route, 'index.html'), 'utf8');
  const text = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return decode(text.replace(/<[^>]+>/g, '')).trim();
}

/** A folder's pages in a language: each game's, each post's (not the lists'). */
function pagesIn(code: string, folder: 'games' | 'news') {
  const dir = localisedPath(`/${folder}/`, code);
  return (
    readdirSync(path.join(out, dir))
      // The lists' own folders: news pages and kinds, the games by accessibility feature.
      .filter(
        (slug) =>
          !['page', 'announcement', 'devlog', 'patch-notes', 'event', 'accessibility'].includes(
            slug,
          ),
      )
      .map((slug) => `${dir}${slug}/`)
      .filter((route) => existsSync(path.join(out, route, 'index.html')))
  );
}

/** The results as the page lists them, once the count is in. */
async function results(page: Page) {
  await expect(page.getByRole('status')).not.toHaveText(/…|^$/);
  return page.locator('main ol');
}

/** Presses Tab until `target` has the focus (at most 40 times: then it was never reached). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Every request the page made stayed on the site. */
const sameOrigin = (watch: Watch, origin: string) =>
  expect(watch.requests.map((r) => r.url()).filter((url) => !url.startsWith(origin))).toEqual([]);

// The page's largest paint is its lead line, painted with the HTML, never a result drawn
// after the runtime (docs/performance.md, "Search"): a longer excerpt or a smaller lead would
// make a slow phone's LCP wait for the whole chain of Pagefind's files again.
for (const [code, query] of [
  ['en', 'Neon Vanguard'],
  ['ja', '開発ブログ'],
] as const) {
  test(`its largest paint is the lead line, not a result, at 375 and 1440 px (${code})`, async ({
    page,
  }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(searchUrl(code, query));
      await expect((await results(page)).getByRole('listitem').first()).toBeVisible();
      await settle(page);
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
              const element = entries.at(-1)?.element;
              resolve(element ? `${element.tagName} ${element.textContent?.slice(0, 40)}` : '');
            }).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
      );
      expect(largest, `${width} px`).toBe(`P ${messages[code].search.lead.slice(0, 40)}`);
    }
  });
}

for (const { code } of locales) {
  const words = messages[code].search;

  test(`each game's name finds its page first, each post's words within three (${code})`, async ({
    page,
    basePath,
  }) => {
    const cases = [
      ...pagesIn(code, 'games').map((url) => ({ url, query: headingOf(url), within: 1 })),
      ...pagesIn(code, 'news').flatMap((url) => {
        const title = headingOf(url);
        // Japanese and Arabic titles alone, the game names in Latin letters left out: the
        // Japanese has no spaces between its words.
        const own = title
          .replace(/[A-Za-z0-9.]+/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
        return [
          { url, query: title, within: 3 },
          ...((code === 'ja' || code === 'ar') && /[^\x00-\x7f]/.test(own)
            ? [{ url, query: own, within: 3 }]
            : []),
        ];
      }),
    ];
    expect(cases.filter(({ within }) => within === 1).length).toBeGreaterThan(10);
    await page.goto(resultsOf(code));
    // The results page's own Pagefind, in the page's language: the index its list reads.
    const found = await page.evaluate(
      async ({ cases, index }) => {
        const pagefind = (await import(index)) as {
          search: (query: string) => Promise<{
            results: { data: () => Promise<{ url: string }> }[];
          }>;
        };
        const answers = [];
        for (const { url, query, within } of cases) {
          const search = await pagefind.search(query);
          const first = await Promise.all(
            search.results
              .slice(0, within)
              .map(async (r: { data: () => Promise<{ url: string }> }) => (await r.data()).url),
          );
          answers.push({ url, query, first });
        }
        return answers;
      },
      { cases, index: `${new URL(page.url()).origin}${basePath}/pagefind/pagefind.js` },
    );
    const misses = found.filter(({ url, first }) => !first.includes(url));
    expect(misses, `${found.length - misses.length} of ${found.length} found`).toEqual([]);
  });

  test(`a search from the header lists titles, kinds, excerpts and pictures (${code}) @hosts`, async ({
    page,
    watch,
    baseURL,
  }) => {
    const game = pagesIn(code, 'games').find((url) => url.includes('neon-vanguard'))!;
    const name = headingOf(game);
    await page.goto(localisedPath('/', code));
    const box = page.getByRole('search').getByRole('searchbox');
    await box.fill(name);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${resultsOf(code)}\\?q=`));
    await expect(page.locator('#search-page')).toHaveValue(name);
    const list = await results(page);
    const first = list.getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveText(name);
    await expect(first.getByRole('link')).toHaveAttribute('href', game);
    await expect(first.getByText(words.kind.game, { exact: true })).toBeVisible();
    await expect(first.locator('mark').first()).toBeVisible();
    await expect(first.locator('img')).toHaveJSProperty('complete', true);
    expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
      128,
    );
    // The count, announced: a live region that names the number the list shows.
    const shown = await list.getByRole('listitem').count();
    await expect(page.getByRole('status')).toContainText(String(shown));
    await first.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${game}$`));
    sameOrigin(watch, new URL(baseURL!).origin);
  });
}

test('filters narrow by kind, and all of it works by keyboard alone', async ({ page }) => {
  const words = messages.en.search;
  await page.goto('/');
  await tabTo(page, page.locator('#site-search'));
  await page.keyboard.type('Neon Vanguard');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=Neon\+Vanguard$/);
  const list = await results(page);
  const everything = page.getByRole('button', { name: new RegExp(`^${words.kinds.all} `) });
  await expect(everything).toHaveAttribute('aria-pressed', 'true');
  const news = page.getByRole('button', { name: new RegExp(`^${words.kinds.news} \\((\\d+)\\)`) });
  const count = Number(/\((\d+)\)/.exec((await news.textContent()) ?? '')?.[1]);
  await page.locator('#search-page').focus();
  await tabTo(page, news);
  await page.keyboard.press('Enter');
  await expect(news).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/kind=news/);
  await expect(list.getByRole('listitem')).toHaveCount(Math.min(count, 10));
  for (const label of await list.getByRole('listitem').locator('p').first().allTextContents())
    expect(label).toBe(words.kind.news);
  await expect(page.getByRole('status')).toContainText(String(count));
  // On to the first result, and into it.
  const firstLink = list.getByRole('link').first();
  await tabTo(page, firstLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/news\/[^/]+\/$/);
});

test('the phone menu searches too, mirrored in Arabic, before any script has run', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/ar/');
  // The menu is its own inline script (lib/site-menu.ts); the form needs none.
  await menuToggle(page).click();
  const box = page.locator('#site-search');
  await expect(box).toBeVisible();
  await box.fill('Pulse Arena');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ar\/search\/\?q=Pulse\+Arena$/);
  const list = await results(page);
  await expect(list.getByRole('link').first()).toHaveAttribute('href', '/ar/games/pulse-arena/');
});

test('a search with no results suggests the games and the news', async ({ page }) => {
  const words = messages.en.search;
  await page.goto(searchUrl('en', 'qqzzxx'));
  await expect(page.getByRole('status')).toHaveText(words.none.replace('{query}', 'qqzzxx'));
  await expect(page.getByRole('link', { name: words.games })).toHaveAttribute('href', '/games/');
  await expect(page.getByRole('link', { name: words.news })).toHaveAttribute('href', '/news/');
  await expect(page.getByRole('listitem').filter({ has: page.locator('mark') })).toHaveCount(0);
});

test('with JavaScript off, the form submits to a page that explains itself', async ({
  browser,
  baseURL,
  watch,
}) => {
  watch.allow(blockedScript);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const { code } of locales) {
    const words = messages[code].search;
    await page.goto(localisedPath('/', code));
    const box = page.locator('#site-search');
    await box.fill('Terraloom');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${resultsOf(code)}\\?q=Terraloom$`));
    await expect(page.getByText(words.needsScript)).toBeVisible();
    await expect(page.getByRole('link', { name: words.games })).toBeVisible();
    await expect(page.getByRole('link', { name: words.news })).toBeVisible();
  }
  await context.close();
});

for (const code of ['en', 'ar']) {
  for (const width of [375, 1440]) {
    for (const colorScheme of ['dark', 'light'] as const) {
      test(`the results read cleanly at ${width} px in ${colorScheme} (${code})`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await page.emulateMedia({ colorScheme });
        await page.goto(searchUrl(code, 'Neon Vanguard'));
        await results(page);
        expect(await axeViolations(page)).toEqual([]);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      });
    }
  }

  test(`the results look as their baseline (${code})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(searchUrl(code, 'Neon Vanguard'));
    await results(page);
    await settle(page);
    await expect(page).toHaveScreenshot(`search-results-${code}-1440.png`, {
      animations: 'disabled',
      caret: 'hide',
      fullPage: true,
    });
  });
}
