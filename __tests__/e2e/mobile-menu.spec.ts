import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// Runs in the 375 px project only (see playwright.config.ts).
test.describe('mobile menu', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/browse/');
    await hydrated(page);
  });

  // By CSS, not role: from lg up the toggle is hidden and leaves the accessibility tree.
  const toggle = (page: Page) => page.locator('button[aria-controls="site-menu"]');

  test('is closed at first, with the links and search box hidden', async ({ page }) => {
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('searchbox')).toBeHidden();
  });

  for (const [how, open] of [
    ['a click', async (page: Page) => toggle(page).click()],
    ['Enter', async (page: Page) => (await toggle(page).focus(), page.keyboard.press('Enter'))],
    ['Space', async (page: Page) => (await toggle(page).focus(), page.keyboard.press('Space'))],
  ] as const) {
    test(`opens with ${how} and shows the search box and every link`, async ({ page }) => {
      await open(page);
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await toggle(page).getAttribute('aria-controls')}`);
      await expect(panel.getByRole('searchbox', { name: 'Search games' })).toBeVisible();
      const links = panel.getByRole('navigation', { name: 'Main' }).getByRole('link');
      await expect(links).toHaveText(['Home', 'Browse', 'Details', 'Streams', 'Profile']);
    });
  }

  test('closes after choosing a link, on the new page', async ({ page }) => {
    await toggle(page).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Streams' })
      .click();
    await expect(page).toHaveURL(/\/streams\/$/);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test('closes on Escape and returns focus to the toggle', async ({ page }) => {
    await toggle(page).click();
    await page.getByRole('searchbox').focus();
    await page.keyboard.press('Escape');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page)).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test('gives way to the desktop menu from 1024 px, leaving nothing stray', async ({ page }) => {
    await toggle(page).click();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(toggle(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveCount(5);
    // The bar is inline again: the nav sits inside the header, not in a floating panel.
    const header = await page.getByRole('banner').boundingBox();
    const navBox = await nav.boundingBox();
    expect(navBox!.y + navBox!.height).toBeLessThanOrEqual(header!.y + header!.height);
    const scroll = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(scroll).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(toggle(page)).toBeVisible();
    await expect(nav).toBeHidden();
  });
});
