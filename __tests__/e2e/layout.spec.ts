import { allPages, holdsItsLayout, test, translatedPages } from './fixtures';

// Runs once, in the desktop project; it sets each width itself.
// @full: npm run test:full only (the quick loop's pages are checked at 375 and 1440 px).
test.describe('layout', { tag: '@full' }, () => {
  for (const route of [...allPages, ...translatedPages]) {
    test(`${route.name} neither scrolls sideways nor spills text out of its cards, 320 to 1920 px`, async ({
      page,
    }) => {
      await page.goto(route.path);
      await holdsItsLayout(page);
    });
  }
});
