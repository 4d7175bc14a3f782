import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { contrastRatio } from '../../lib/brand/contrast.mjs';
import brand from '../../data/brand.json';
import {
  expect,
  hydrated,
  menuToggle,
  routes,
  sidewaysScroll,
  tabThrough,
  test,
  mirroredPages,
} from './fixtures';
import { installWcagProbe } from './wcag-probe';

// The WCAG 2.2 criteria axe cannot judge, each measured in the browser by a scenario.
// Runs in the desktop project; every test sets its own widths (tagged @desktop-only so
// the 375 px project does not repeat it).

// Arabic takes every probe on its home page (the screens share one layout; the direction is
// what changes; the layout sweep holds every language's words at every width).
const pages = [
  ...routes,
  { name: '404', path: '/no-such-world/' },
  // A game page with a trailer's facade (its play button over the poster) and the gallery.
  { name: 'A game with a trailer', path: '/games/neon-vanguard/' },
  ...mirroredPages.filter((page) => page.path === '/ar/'),
];
// The phone layout at its narrowest (375 px lays it out alike; the layout sweep and the
// projects hold every width between), and the desktop one.
const phones = [320];
const widths = [...phones, 1440];
const tag = '@desktop-only';

/** The criterion's spacing (1.4.12) and the 200 % text size, served same-origin for the CSP. */
const stylesheets = {
  'text-spacing': `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`,
  'text-zoom': 'html { font-size: 200% !important; }',
} as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installWcagProbe);
  await page.route('**/__wcag/*.css', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!.replace('.css', '');
    return route.fulfill({
      contentType: 'text/css',
      body: stylesheets[name as keyof typeof stylesheets],
    });
  });
});

async function open(page: Page, path: string, width: number, height = 800) {
  await page.setViewportSize({ width, height });
  await page.goto(path);
  await hydrated(page);
}

async function addStylesheet(page: Page, name: keyof typeof stylesheets) {
  await page.addStyleTag({ url: `/__wcag/${name}.css` });
  await page.evaluate(() => window.wcagProbe.settle());
}

/** The focused control's name and the points of it something else covers. */
async function coveredAt(page: Page, points: string[]) {
  const name = await page.evaluate(() => window.wcagProbe.describe(document.activeElement));
  return `${name}: ${points.join('; ')}`;
}

/** Opens the mobile menu from the keyboard: Tab to its toggle, press Enter. */
async function openMenuByKeyboard(page: Page) {
  const toggle = menuToggle(page);
  for (let step = 0; step < 10; step += 1) {
    await page.keyboard.press('Tab');
    if (await toggle.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

for (const route of pages) {
  // @full: npm run test:full only (the quick loop keeps axe and the keyboard pass).
  test.describe(route.name, { tag: '@full' }, () => {
    test.beforeEach(({ watch }) => {
      if (route.name === '404') watch.allow(/404/);
    });

    // With the menu closed, 2.4.11 is checked in the focus-ring test's Tab pass below.
    test(
      `2.4.11 focus not obscured: no focused control is covered with the menu open, ${phones.join('/')} px`,
      { tag },
      async ({ page }) => {
        for (const width of phones) {
          await open(page, route.path, width);
          await openMenuByKeyboard(page);
          const covered: string[] = [];
          const stops = await tabThrough(page, async () => {
            const points = await page.evaluate(() => window.wcagProbe.obscured());
            if (points.length) covered.push(await coveredAt(page, points));
          });
          expect(stops, 'Tab reaches the page').toBeGreaterThan(3);
          expect(covered, `focused and covered at ${width} px, menu open`).toEqual([]);
        }
      },
    );

    // The focus rings in the light theme too, on Home and the 404 (the rings' colours are the
    // theme's, drawn by the shared controls the other screens use too; the other languages
    // share the layout): "(light)" in the name.
    // The header and footer, most of the Tab stops, are the same on every screen: their
    // rings are measured on each language's home, and elsewhere only the page's own controls
    // and its current nav link are (the keyboard pass sees a ring on every stop of every page).
    const scope =
      route.path === `/${'locale' in route ? `${route.locale}/` : ''}`
        ? '*'
        : 'main *, [aria-current="page"]';
    const lightToo = route.path === '/' || route.name === '404';
    for (const scheme of lightToo ? (['dark', 'light'] as const) : (['dark'] as const)) {
      const inLight = scheme === 'light' ? ' (light)' : '';
      // In the dark theme the same Tab pass checks 2.4.11 with the menu closed: each stop is
      // read where Tab left it, before the ring's control is centred, and the scroll is put
      // back after, so the next Tab starts where a visitor's would.
      const notObscured = scheme === 'dark';
      test(
        `2.4.7 focus visible, to 2.4.13: each ring changes a 2 px perimeter by 3:1 or more${notObscured ? '; 2.4.11 focus not obscured, menu closed' : ''}, ${widths.join('/')} px${inLight}`,
        { tag },
        async ({ page }) => {
          await page.emulateMedia({ colorScheme: scheme });
          for (const width of widths) {
            await open(page, route.path, width);
            const weak: string[] = [];
            const covered: string[] = [];
            let measured = 0;
            const stops = await tabThrough(page, async () => {
              if (notObscured) {
                const points = await page.evaluate(() => window.wcagProbe.obscured());
                if (points.length) covered.push(await coveredAt(page, points));
              }
              const box = await page.evaluate(async (scope) => {
                const el = document.activeElement as HTMLElement;
                if (!el.matches(scope)) return null;
                const scrolled = { x: scrollX, y: scrollY };
                // Tab may scroll a control just into view: then centre it, so its whole ring
                // is on screen. One whose ring is on screen already stays where Tab left it
                // (a scroll repaints the viewport, twice per stop: most of the pass's work).
                const ring = 8;
                const shown = el.getBoundingClientRect();
                const onScreen =
                  shown.top - ring >= 0 &&
                  shown.left - ring >= 0 &&
                  shown.bottom + ring <= innerHeight &&
                  shown.right + ring <= document.documentElement.clientWidth &&
                  window.wcagProbe.obscured().length === 0;
                if (!onScreen) {
                  el.scrollIntoView({ block: 'center', inline: 'nearest' });
                  await window.wcagProbe.settle();
                }
                const r = el.getBoundingClientRect();
                const radius = parseFloat(getComputedStyle(el).borderTopLeftRadius) || 0;
                return {
                  name: window.wcagProbe.describe(el),
                  x: r.left,
                  y: r.top,
                  width: r.width,
                  height: r.height,
                  radius,
                  scrolled,
                };
              }, scope);
              if (!box) return;
              measured += 1;
              // The ring's band and the element, in the focused and then the unfocused state.
              const pad = 8;
              const viewport = page.viewportSize()!;
              const x = Math.max(0, Math.floor(box.x - pad));
              const y = Math.max(0, Math.floor(box.y - pad));
              const clip = {
                x,
                y,
                width: Math.min(viewport.width, Math.ceil(box.x + box.width + pad)) - x,
                height: Math.min(viewport.height, Math.ceil(box.y + box.height + pad)) - y,
              };
              const focused = await page.screenshot({ clip, animations: 'disabled' });
              await page.evaluate(() => {
                const el = document.activeElement as HTMLElement;
                window.__wcagRefocus = el;
                el.blur();
              });
              const unfocused = await page.screenshot({ clip, animations: 'disabled' });
              await page.evaluate(({ x, y }) => {
                window.__wcagRefocus?.focus();
                window.scrollTo({ left: x, top: y, behavior: 'instant' });
              }, box.scrolled);
              const changed = await changedArea(focused, unfocused, 3);
              // 2.4.13: at least the area of a 2 CSS px perimeter of the unfocused control.
              const r = Math.min(box.radius, box.width / 2, box.height / 2);
              const perimeter = 2 * (box.width + box.height) - (8 - 2 * Math.PI) * r;
              if (changed < 2 * perimeter) {
                weak.push(`${box.name}: ${changed} px at 3:1, needs ${Math.ceil(2 * perimeter)}`);
              }
            });
            expect(measured, `rings measured at ${width} px`).toBeGreaterThan(0);
            expect(weak, `focus indicators under the 2.4.13 area at ${width} px`).toEqual([]);
            if (notObscured) {
              expect(stops, 'Tab reaches the page').toBeGreaterThan(3);
              expect(covered, `focused and covered at ${width} px, menu closed`).toEqual([]);
            }
          }
        },
      );
    }

    // In the dark theme alone: the light one lays every box out alike (themes.spec.ts).
    test(
      `1.4.12 text spacing: nothing clipped, overlapping or scrolling sideways, ${widths.join('/')} px`,
      { tag },
      async ({ page }) => {
        for (const width of widths) {
          await open(page, route.path, width);
          await addStylesheet(page, 'text-spacing');
          expect(
            await page.evaluate(() => window.wcagProbe.clippedText()),
            `clipped at ${width} px`,
          ).toEqual([]);
          expect(
            await page.evaluate(() => window.wcagProbe.overlappingText()),
            `overlapping at ${width} px`,
          ).toEqual([]);
          expect(await sidewaysScroll(page), `sideways scroll at ${width} px`).toBeLessThanOrEqual(
            0,
          );
        }
      },
    );

    test(
      '1.4.10 reflow: at 320×256 (400 %) nothing scrolls sideways and every control is reachable, menu open or closed',
      { tag },
      async ({ page }) => {
        await open(page, route.path, 320, 256);
        expect(await sidewaysScroll(page), 'menu closed').toBeLessThanOrEqual(0);
        expect(await page.evaluate(() => window.wcagProbe.unreachableControls())).toEqual([]);

        await menuToggle(page).click();
        await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
        expect(await sidewaysScroll(page), 'menu open').toBeLessThanOrEqual(0);
        expect(await page.evaluate(() => window.wcagProbe.unreachableControls('header'))).toEqual(
          [],
        );
      },
    );

    test(
      `2.5.8 target size: every link and button is 24×24 px or spaced as allowed, ${widths.join('/')} px`,
      { tag },
      async ({ page }) => {
        for (const width of widths) {
          await open(page, route.path, width);
          if (phones.includes(width)) {
            await menuToggle(page).click();
            await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
          }
          expect(
            await page.evaluate(() => window.wcagProbe.smallTargets()),
            `at ${width} px`,
          ).toEqual([]);
        }
      },
    );

    test(
      'text zoom: at a 200 % root font size no text is clipped and the layout holds, 1440 px',
      { tag },
      async ({ page }) => {
        await open(page, route.path, 1440, 900);
        const before = await page.evaluate(() => getComputedStyle(document.body).fontSize);
        await addStylesheet(page, 'text-zoom');
        const after = await page.evaluate(() => getComputedStyle(document.body).fontSize);
        expect(parseFloat(after), 'body text follows the root size').toBe(parseFloat(before) * 2);
        expect(await page.evaluate(() => window.wcagProbe.clippedText())).toEqual([]);
        expect(await page.evaluate(() => window.wcagProbe.overlappingText())).toEqual([]);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      },
    );

    test(
      'forced colours: the logo name, button edges, focus ring and menu button stay visible in light and dark palettes, 375/1440 px',
      { tag },
      async ({ page }) => {
        for (const [colorScheme, width] of [
          ['light', 375],
          ['dark', 375],
          ['light', 1440],
          ['dark', 1440],
        ] as const) {
          await page.emulateMedia({ forcedColors: 'active', colorScheme });
          await open(page, route.path, width);

          // The name is live text in the logo link, painted in a colour set apart from its backdrop.
          const logo = page.getByRole('link', { name: brand.name, exact: true });
          const name = logo.getByText(brand.name, { exact: true });
          await expect(
            name,
            `${colorScheme} at ${width} px: the logo's name is text`,
          ).toBeVisible();
          const [ink, backdrop] = await name.evaluate((el) => [
            getComputedStyle(el).color,
            window.wcagProbe.backdrop(el),
          ]);
          expect(
            contrastRatio(ink!, backdrop!),
            `${colorScheme} at ${width} px: logo text contrast`,
          ).toBeGreaterThanOrEqual(4.5);
          const painted = await paintedPixels(await name.screenshot(), backdrop!);
          expect(
            painted,
            `${colorScheme} at ${width} px: pixels of the logo's name that stand out`,
          ).toBeGreaterThan(100);

          // Every button (and every link drawn as one) keeps an edge: a border set apart from behind it.
          const edges = await page.evaluate(() =>
            Array.from(document.querySelectorAll('button, a.border-2'))
              .filter((el) => el.getClientRects().length > 0)
              .map((el) => ({
                name: window.wcagProbe.describe(el),
                ...window.wcagProbe.line(el, 'border'),
              })),
          );
          expect(edges.length).toBeGreaterThan(0);
          const lost = edges
            .filter(
              (e) => e.width < 1 || e.style === 'none' || contrastRatio(e.colour, e.backdrop) < 3,
            )
            .map((e) => `${e.name}: ${e.width}px ${e.style} ${e.colour} on ${e.backdrop}`);
          expect(lost, `${colorScheme} at ${width} px: buttons without a visible edge`).toEqual([]);

          // The focus ring: on the menu button where there is one (its edge is checked
          // above), on the first nav link where the bar is inline.
          const control =
            width === 375 ? menuToggle(page) : page.locator('#site-menu nav a').first();
          await expect(control).toBeVisible();
          await control.focus();
          await page.keyboard.press('Shift+Tab');
          await page.keyboard.press('Tab');
          await expect(control).toBeFocused();
          const ring = await control.evaluate((el) => window.wcagProbe.line(el, 'outline'));
          expect(ring.style, `${colorScheme} at ${width} px: focus ring`).not.toBe('none');
          expect(ring.width).toBeGreaterThanOrEqual(2);
          expect(contrastRatio(ring.colour, ring.backdrop)).toBeGreaterThanOrEqual(3);
        }
      },
    );

    test(
      'reduced motion: no transition or animation runs longer than 0.01 s',
      { tag },
      async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        for (const width of [375, 1440]) {
          await open(page, route.path, width);
          if (width === 375) await menuToggle(page).click();
          expect(
            await page.evaluate(() => window.wcagProbe.longMotion()),
            `at ${width} px`,
          ).toEqual([]);
        }
      },
    );
  });
}

declare global {
  interface Window {
    __wcagRefocus?: HTMLElement;
  }
}

/** Decoded RGB pixels of a PNG screenshot. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, count: info.width * info.height };
}

/** Pixels that differ between two same-sized captures by at least the given contrast ratio. */
async function changedArea(a: Buffer, b: Buffer, ratio: number) {
  const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
  let changed = 0;
  for (let i = 0; i < pa.count; i += 1) {
    const o = i * 3;
    const x: [number, number, number] = [pa.data[o]!, pa.data[o + 1]!, pa.data[o + 2]!];
    const y: [number, number, number] = [pb.data[o]!, pb.data[o + 1]!, pb.data[o + 2]!];
    if ((x[0] !== y[0] || x[1] !== y[1] || x[2] !== y[2]) && contrastRatio(x, y) >= ratio)
      changed += 1;
  }
  return changed;
}

/** Pixels of a capture that stand out from a backdrop colour by 3:1 or more. */
async function paintedPixels(png: Buffer, backdrop: string) {
  const { data, count } = await pixels(png);
  let painted = 0;
  for (let i = 0; i < count; i += 1) {
    const o = i * 3;
    if (contrastRatio([data[o]!, data[o + 1]!, data[o + 2]!], backdrop) >= 3) painted += 1;
  }
  return painted;
}
