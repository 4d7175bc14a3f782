/**
 * The visitor's theme choice, kept in localStorage under this key: "light" or "dark";
 * no entry means System (the page follows prefers-color-scheme, in CSS alone).
 */
export const THEME_KEY = 'theme';

/** What the switch offers, in its order. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/**
 * Runs in <head>, right after the colour-scheme meta and the policy (the post-build step
 * puts it there: scripts/postbuild/first-frame.mjs), before any stylesheet or <body>, so
 * the first frame is already in the stored theme: it writes the choice on <html> as
 * data-theme (the stylesheet's rules do the rest: lib/brand/brand.mjs, themeRules) and as the
 * scheme the document declares, which the browser's own canvas follows before the
 * stylesheet applies; and it marks that the switch can work (data-theme-ready; without
 * JavaScript the switch is not shown). Tiny and inline on purpose: the build hashes it
 * into each page's CSP like the other inline scripts.
 *
 * Serialised with toString (lib/inline-script.ts): it must not reach anything outside itself.
 */
export function runThemeHead(key: string): void {
  const root = document.documentElement;
  root.setAttribute('data-theme-ready', '');
  try {
    const choice = localStorage.getItem(key);
    if (choice === 'light' || choice === 'dark') {
      root.setAttribute('data-theme', choice);
      document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', choice);
    }
  } catch {
    // Storage blocked (a privacy setting): the page follows the system.
  }
}

/**
 * The switch's one owner, before and after hydration alike (like lib/site-menu.ts): an
 * inline script right after the header marks the stored choice pressed, stores a new one
 * on click, and follows a choice made in another tab (the storage event). State is the
 * buttons' aria-pressed, <html>'s data-theme and the declared colour scheme (the stored
 * choice, or `declared`, the page's own, for System); React renders System pressed and
 * never changes that prop, so it never undoes what this script set.
 *
 * Serialised with toString (lib/inline-script.ts): it must not reach anything outside itself.
 */
export function runThemeSwitch(key: string, declared: string): void {
  const win: Window & { themeSwitchRunning?: boolean } = window;
  if (win.themeSwitchRunning) return;
  win.themeSwitchRunning = true;
  const doc = win.document;
  const BUTTON = '[data-theme-choice]';
  const stored = (): string => {
    try {
      const choice = win.localStorage.getItem(key);
      return choice === 'light' || choice === 'dark' ? choice : 'system';
    } catch {
      return 'system';
    }
  };
  const show = (choice: string) => {
    if (choice === 'system') doc.documentElement.removeAttribute('data-theme');
    else doc.documentElement.setAttribute('data-theme', choice);
    doc
      .querySelector('meta[name="color-scheme"]')
      ?.setAttribute('content', choice === 'system' ? declared : choice);
    for (const button of Array.from(doc.querySelectorAll<HTMLElement>(BUTTON)))
      button.setAttribute('aria-pressed', String(button.dataset.themeChoice === choice));
  };
  show(stored());
  doc.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>(BUTTON) : null;
    const choice = button?.dataset.themeChoice;
    if (!choice) return;
    try {
      if (choice === 'system') win.localStorage.removeItem(key);
      else win.localStorage.setItem(key, choice);
    } catch {
      // Not stored: the choice holds on this page only.
    }
    show(choice);
  });
  win.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) show(stored());
  });
}
