import {
  expect,
  hydrated,
  menuToggle,
  navbarHydrated,
  routes,
  sidewaysScroll,
  test,
} from './fixtures';

// Runs in the 375 px project only (see playwright.config.ts).
test.describe('mobile menu', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/browse/');
    await hydrated(page);
  });

  const toggle = menuToggle;

  test('is closed at first, with the links and search box hidden', async ({ page }) => {
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('searchbox')).toBeHidden();
  });

  // By keyboard, Escape, a link chosen and the rest of what the menu script answers: jest's
  // site-menu tests (Enter in the WCAG probes; Escape and a link followed in Gecko and WebKit);
  // here, what is laid out.
  test('opens with a click and shows the search box and every link', async ({ page }) => {
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle(page).getAttribute('aria-controls')}`);
    await expect(panel.getByRole('searchbox', { name: 'Search games' })).toBeVisible();
    const links = panel.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links).toHaveText(routes.map((route) => route.name));
  });

  test('gives way to the desktop menu from 1024 px, leaving nothing stray', async ({ page }) => {
    await toggle(page).click();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(toggle(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveCount(routes.length);
    // The bar is inline again: the nav sits inside the header, not in a floating panel.
    const header = await page.getByRole('banner').boundingBox();
    const navBox = await nav.boundingBox();
    expect(navBox!.y + navBox!.height).toBeLessThanOrEqual(header!.y + header!.height);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(toggle(page)).toBeVisible();
    await expect(nav).toBeHidden();
  });
});

// The runtime starts on intent (scripts/postbuild/hydrate-on-intent.js). Holding its
// chunks keeps the page un-hydrated for as long as a test needs: the menu must work
// anyway, then hand its state to React.
test.describe('mobile menu before hydration', () => {
  test.use({ hasTouch: true });
  const isRuntime = (url: URL) => /\/_next\/static\/chunks\/.+\.js$/.test(url.pathname);

  test('loads none of the runtime until the visitor shows intent', async ({ page, watch }) => {
    await page.goto('/browse/');
    await page.waitForTimeout(500);
    const runtime = () => watch.requests.filter((r) => isRuntime(new URL(r.url())));
    expect(runtime()).toEqual([]);
    expect(watch.requests.filter((r) => r.url().endsWith('.txt'))).toEqual([]);
    await page.mouse.move(200, 400);
    await expect.poll(() => runtime().length).toBeGreaterThan(0);
    await navbarHydrated(page);
  });

  test('opens, closes and hands over to React, typed text kept', async ({ page }) => {
    const held: Array<() => Promise<void>> = [];
    await page.route(isRuntime, (route) => void held.push(() => route.continue()));
    await page.goto('/browse/');
    const toggle = menuToggle(page);
    const nav = page.getByRole('navigation', { name: 'Main' });

    // The tap is intent: the runtime is requested, and held.
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveText(routes.map((route) => route.name));
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(await toggle.getAttribute('data-hydrated')).toBeNull();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(nav).toBeHidden();
    await toggle.tap();
    // A tap on the page below the open menu, however many links it holds.
    const menu = (await page.locator('#site-menu').boundingBox())!;
    const below = { x: 20, y: menu.y + menu.height + 40 };
    // On the page's own content, not on a link or a control it would follow.
    expect(
      await page.evaluate(({ x, y }) => {
        const hit = document.elementFromPoint(x, y);
        return Boolean(hit?.closest('main')) && !hit?.closest('a, button, input');
      }, below),
    ).toBe(true);
    await page.touchscreen.tap(below.x, below.y);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.tap();
    await page.getByRole('searchbox', { name: 'Search games' }).fill('orbital');
    // Now let the runtime in: React takes over the open menu and the typed text.
    await Promise.all(held.map((release) => release()));
    await page.unroute(isRuntime);
    await navbarHydrated(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search games' })).toHaveValue('orbital');
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
  });
});
