import { readFileSync, readdirSync } from 'node:fs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import { gamePath, gamesIndex } from '../../lib/core/routes.mjs';
import { expect, gameSamples, holdsItsLayout, hydrated, readsCleanly, test } from './fixtures';
import { outOf } from './hosts';

// The game catalogue's pages (data/content/games/<slug>/): /games/ and each game's own page
// in every language. The quick loop takes one game page per language, each a different
// game (one with its own figures, one with a single screenshot); `npm test -- sweep` every page.

const read = (file: string) => JSON.parse(readFileSync(`data/content/${file}`, 'utf8'));
/** The spec's game, whose one page is /details/ (data/content/details.json names it). */
const detailsGame: string = read('details.json').en.game.game;
const withPages = readdirSync('data/content/games')
  .filter((slug) => slug !== detailsGame)
  .map((slug) => ({ slug, name: read(`games/${slug}/index.json`).en.name as string }));

/** The quick loop's game page in each language (fixtures.ts). */
const sample = Object.fromEntries(gameSamples.map(({ locale, slug }) => [locale, slug]));

const pages = locales.flatMap(({ code }) => [
  ...withPages.map((game) => ({
    path: localisedPath(gamePath(game.slug), code),
    name: `${code}: ${game.name}`,
    game,
    code,
    quick: sample[code] === game.slug,
  })),
  {
    path: localisedPath(gamesIndex.path, code),
    name: `${code}: all games`,
    game: undefined,
    code,
    quick: code === 'en',
  },
]);

// `firstView` (axe before any scrolling) for the quick loop's samples. Past them, one run with
// every picture in: the game pages share the sample's sections and styles.
test.describe('game pages', () => {
  // The quick loop's sample at 375 and 1440 px; the sweep every other page at 1440 (the
  // pages share one layout, which the sample and layout.spec.ts hold at every width).
  for (const { path, name, quick } of pages) {
    test(
      `${name}: answers 200, its pictures load, no axe violation, no sideways scroll`,
      quick ? {} : { tag: ['@sweep', '@desktop-only'] },
      async ({ page }) => {
        await readsCleanly(page, path, { firstView: quick });
      },
    );
  }

  // test:full: the quick loop's game pages at every width (layout.spec.ts's sweep).
  for (const route of gameSamples) {
    test(
      `${route.name}: its layout holds, 320 to 1920 px`,
      { tag: ['@full', '@desktop-only'] },
      async ({ page }) => {
        await page.goto(route.path);
        await holdsItsLayout(page);
      },
    );
  }

  test('a card on home leads to its game, and back', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const card = page.getByRole('link', { name: 'Neon Vanguard', exact: true });
    await expect(card).toHaveCount(1);
    await card.click();
    await expect(page).toHaveURL(/\/games\/neon-vanguard\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neon Vanguard');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Neon Vanguard', exact: true })).toBeVisible();
  });

  test('the Arabic library links its games in Arabic, the spec game to /ar/details/', async ({
    page,
  }) => {
    await page.goto('/ar/');
    await hydrated(page);
    await page.getByRole('link', { name: 'Velvet Static', exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/games\/velvet-static\/$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goBack();
    await page.getByRole('link', { name: 'Terraloom', exact: true }).first().click();
    await expect(page).toHaveURL(/\/ar\/details\/$/);
  });

  test(
    'every game page answers 200 on this host, and a game in another case reaches its page',
    { tag: ['@desktop-only', '@hosts', '@base-path'] },
    async ({ page, request, baseURL, watch, variant }) => {
      // The catalogue this build has: the variants build the lean set (tools/lean-content.mjs).
      const built = readdirSync(`${outOf(variant)}/games`, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      expect(built).toContain('neon-vanguard');
      for (const { path } of pages.filter(({ game }) => !game || built.includes(game.slug))) {
        expect((await request.get(`${baseURL}${path}`)).status(), path).toBe(200);
      }
      expect((await request.get(`${baseURL}/games/no-such-game/`)).status()).toBe(404);
      watch.allow(/404/);
      await page.goto('/DE/Games/Neon-Vanguard');
      await expect(page).toHaveURL(/\/de\/games\/neon-vanguard\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neon Vanguard');
    },
  );
});
