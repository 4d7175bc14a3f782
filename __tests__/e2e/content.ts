import type { Page } from '@playwright/test';
import type { Route } from '../../lib/core/paths';
import detailsFile from '../../data/content/details.json';
import gamesFile from '../../data/content/games.json';
import profileFile from '../../data/content/profile.json';
import streamsFile from '../../data/content/streams.json';
import catalogue from '../../data/artwork.json';
import brand from '../../data/brand.json';
import messages from '../../data/locales/en/messages.json';
import { readContentFiles, resolveContent } from '../../lib/content/resolve.mjs';
import { screens as screenRoutes, slugOf } from '../../lib/core/routes.mjs';
import { expect } from './fixtures';

// Each file holds its English under `en`, its translations beside it.
const { en: details } = detailsFile;
const { en: games } = gamesFile;
const { en: profile } = profileFile;
const { en: streams } = streamsFile;

/**
 * The spec's headings, figures and counts, per route: shared by the JS and no-JS runs. Counts
 * are the content's (data/content/*.json), which __tests__/data/sample-data.test.ts holds to
 * the spec's 8, 3, 5; so a studio's own lists are checked as they are. A route without an
 * entry gets expectPageContent's checks of every page; add one for what the screen shows.
 */
const expectContent: Partial<Record<Route, (page: Page) => Promise<void>>> = {
  '/': async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find Your Next Favourite World',
    );
    await expect(page.getByText(`Welcome To ${brand.name}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Browse Now' })).toBeVisible();
    const popular = page.getByRole('region', { name: 'Most Popular Right Now' });
    await expect(popular.getByRole('article')).toHaveCount(games.popular.length);
    await expect(popular.getByRole('button', { name: 'Discover Popular' })).toBeVisible();
    const library = page.getByRole('region', { name: 'Your Gaming Library' });
    await expect(library.getByRole('listitem')).toHaveCount(games.library.length);
    await expect(library.getByRole('button', { name: 'View Your Library' })).toBeVisible();
  },
  '/browse/': async (page) => {
    const featured = page.getByRole('region', { name: 'Featured Games' });
    const cards = featured.getByRole('article');
    await expect(cards).toHaveCount(games.featured.length);
    for (const card of await cards.all()) {
      await expect(card.getByRole('listitem')).toHaveText([
        'Rating:4.8',
        'Likes:2.3',
        '249k Downloads',
      ]);
    }
    const top = page.getByRole('region', { name: 'Top Downloaded' });
    await expect(top.getByRole('listitem')).toHaveCount(games.library.length);
    await expect(top.getByRole('button', { name: 'View All Games' })).toBeVisible();
    const tips = page.getByRole('region', { name: 'How To Start Your Live Stream' });
    await expect(tips.getByRole('article')).toHaveCount(profile.tips.length);
    await expect(tips.getByRole('button', { name: 'Go To Profile' })).toBeVisible();
    const streamCards = page.getByRole('region', { name: 'Most Popular Live Stream' });
    await expect(streamCards.getByRole('article')).toHaveCount(streams.streams.length);
  },
  '/details/': async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terraloom');
    await expect(page.getByRole('img', { name: /Terraloom key art/ })).toHaveCount(
      details.game.featureImages.length,
    );
    await expect(page.getByRole('img', { name: /Terraloom gameplay/ })).toHaveCount(
      details.game.screenshots.length,
    );
    for (const figure of ['36GB', 'Action'] as const) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Sandbox', { exact: true })).toHaveCount(2); // genre, and the library row
    await expect(page.getByText('2.3M', { exact: true })).toHaveCount(2);
    await expect(page.getByText('4.8', { exact: true })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Download Terraloom Now' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Other Related Games' }).getByRole('listitem'),
    ).toHaveCount(games.library.length);
  },
  '/streams/': async (page) => {
    await expect(
      page.getByRole('region', { name: 'Featured Games' }).getByRole('article'),
    ).toHaveCount(games.featured.length);
    const top = page.getByRole('region', { name: 'Top Streamers' });
    const rows = top.getByRole('listitem');
    await expect(rows).toHaveCount(streams.topStreamers.length);
    for (const [index, row] of (await rows.all()).entries()) {
      await expect(row).toContainText(`0${index + 1}`);
      await expect(row.locator('img')).toBeVisible();
      await expect(row.getByRole('button', { name: /^Follow / })).toBeVisible();
    }
    await expect(top.getByRole('button', { name: 'View All Games' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Most Popular Live Stream' }).getByRole('article'),
    ).toHaveCount(streams.streams.length);
  },
  '/profile/': async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mira Solenne');
    await expect(page.getByRole('button', { name: 'Status: Offline' })).toBeVisible();
    await expect(
      page.getByText("You Haven't Gone Live yet. Go Live By Touching The Button Below."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Live Stream' })).toBeVisible();
    for (const [label, value] of [
      ['Games Downloaded', '3'],
      ['Friends Online', '16'],
      ['Live Streams', 'None'],
      ['Clips', '29'],
    ] as const) {
      await expect(page.locator('dt', { hasText: label }).locator('+ dd')).toHaveText(value);
    }
    await expect(
      page.getByRole('region', { name: 'Your Gaming Library' }).getByRole('listitem'),
    ).toHaveCount(games.library.length);
  },
  '/styleguide/': async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design System');
    for (const name of [
      'Colour Tokens',
      'Contrast Pairings',
      'Type Scale',
      'Space And Shape',
      'Buttons And States',
      'Headings And Badges',
      'Cards And Rows',
      'Error Screens',
      'Phone Navigation',
      'Artwork Catalogue',
    ]) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    // Both themes side by side: each token, each pairing.
    for (const theme of ['Dark theme', 'Light theme']) {
      const colours = page
        .getByRole('region', { name: 'Colour Tokens' })
        .getByRole('region', { name: theme })
        .getByRole('listitem');
      await expect(colours).toHaveCount(14);
      await expect(colours.filter({ hasText: 'accent-ink' })).toContainText(/#[0-9a-f]{6}/);
      const pairs = page
        .getByRole('region', { name: 'Contrast Pairings' })
        .getByRole('table', { name: theme })
        .locator('tbody tr');
      await expect(pairs).toHaveCount(16);
    }
    // Three variants in three looks, three widths; the theme switch in its three states.
    const buttons = page.getByRole('region', { name: 'Buttons And States' }).getByRole('button');
    await expect(buttons).toHaveCount(12 + 9);
    await expect(
      page.getByRole('group', { name: 'Theme: Dark (example)' }).getByRole('button', {
        name: 'Dark',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    const screens = page.getByRole('region', { name: 'Error Screens' });
    await expect(
      screens.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(screens.getByText(/^503 Service Unavailable/)).toBeVisible();
    await expect(screens.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    const phones = page.getByRole('region', { name: 'Phone Navigation' });
    await expect(phones.getByRole('button', { name: /navigation toggle/ })).toHaveCount(3);
    const open = phones.getByRole('navigation', { name: 'Main, phone preview open', exact: true });
    // Every screen with a place in the navigation (lib/core/routes.mjs).
    await expect(open.getByRole('link')).toHaveCount(screenRoutes.filter((s) => s.nav).length);
    await expect(open.getByRole('link', { name: 'Home' })).toBeVisible();
    const mirrored = phones.getByRole('navigation', { name: 'Main, phone preview open (ar)' });
    await expect(mirrored.getByRole('link', { name: 'الرئيسية' })).toBeVisible();
    const pictures = Object.keys(catalogue).filter((slug) => slug !== '$comment');
    // Then the pictures drawn for the content (the catalogue games' covers, key art, shots).
    const generated = catalogue as unknown as Record<string, { aspect: string }>;
    const { pictures: shown } = resolveContent(readContentFiles('.'), generated);
    const drawn = [...shown.values()].filter((picture) => picture.source !== 'catalogue');
    const art = page.getByRole('region', { name: 'Artwork Catalogue' }).getByRole('figure');
    await expect(art).toHaveCount(pictures.length + drawn.length);
    await expect(art.first()).toContainText(pictures[0]!);
  },
};

/** Whether a route has checks of its own above (the spec's screens and the style guide). */
export const hasOwnChecks = (route: Route) => expectContent[route] !== undefined;

/**
 * What a route shows with or without JavaScript: its own checks above, or, for a route that
 * has none yet, what every screen has: its title from its messages (pages.<slug>), one
 * level-one heading and the footer.
 */
export async function expectPageContent(route: Route, page: Page) {
  const own = expectContent[route];
  if (own) return own(page);
  const { title } = messages.pages[slugOf(route) as keyof typeof messages.pages];
  // The title as written, each {placeholder} standing for any text.
  const pattern = title
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  await expect(page).toHaveTitle(new RegExp(pattern));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toBeVisible();
}
