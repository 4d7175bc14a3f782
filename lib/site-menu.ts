/**
 * The phone menu's one owner, before and after hydration alike. The page ships it as a
 * small inline script right after the header (components/layout/site-menu-script.tsx),
 * so it works from the first paint, with Next's runtime held back until intent or
 * loaded at once (HYDRATION=eager), and the Navbar never repeats it.
 *
 * State is one attribute: a toggle's aria-expanded (CSS shows its panel and picks the
 * icon). React renders it "false" and never changes that prop, so it never overwrites
 * what this script set. Any `[data-menu-toggle]` works, the style guide's copies too.
 *
 * Serialised with toString (lib/inline-script.ts): it must not reach anything outside itself.
 */
export function runSiteMenu(): void {
  const win: Window & { siteMenuRunning?: boolean } = window;
  if (win.siteMenuRunning) return;
  win.siteMenuRunning = true;
  const doc = win.document;
  const TOGGLE = '[data-menu-toggle]';
  const openToggles = () =>
    Array.from(doc.querySelectorAll<HTMLElement>(`${TOGGLE}[aria-expanded="true"]`));
  const setOpen = (toggle: Element, open: boolean) =>
    toggle.setAttribute('aria-expanded', open ? 'true' : 'false');
  const toggleOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>(TOGGLE) : null;

  // Escape closes an open menu and returns focus to its toggle (registered before the
  // toggle's own listeners below, which stop the events they handle).
  win.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      for (const toggle of openToggles()) {
        setOpen(toggle, false);
        toggle.focus();
      }
    },
    true,
  );

  // The toggle's events are answered here, once, and go no further: React has no
  // handler on it, and an event reaching React while hydration runs would make it
  // hydrate the whole page at once just to dispatch it (a long task inside the tap).
  for (const type of 'pointerdown pointerup mousedown mouseup touchstart touchend keydown keyup click'.split(
    ' ',
  )) {
    win.addEventListener(
      type,
      (event) => {
        const toggle = toggleOf(event.target);
        if (!toggle) return;
        event.stopImmediatePropagation();
        if (type === 'click') setOpen(toggle, toggle.getAttribute('aria-expanded') !== 'true');
      },
      true,
    );
  }

  // The panel floats over the page: once focus or a pointer moves outside its header it
  // would hide what now has focus (WCAG 2.4.11), so it closes; focus stays where it went.
  // Choosing one of its links is a navigation: it closes too (the header persists across
  // client navigations), as does going back or forward.
  const closeOutside = (event: Event) => {
    const target = event.target instanceof Node ? event.target : null;
    for (const toggle of openToggles()) {
      const header = toggle.closest('header');
      if (!header || !target || !header.contains(target)) setOpen(toggle, false);
    }
  };
  const closeOnLink = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    for (const toggle of openToggles()) {
      const panel = doc.getElementById(toggle.getAttribute('aria-controls') ?? '');
      if (panel && panel.contains(link)) setOpen(toggle, false);
    }
  };
  const closeAll = () => openToggles().forEach((toggle) => setOpen(toggle, false));
  doc.addEventListener('focusin', closeOutside);
  doc.addEventListener('pointerdown', closeOutside);
  doc.addEventListener('click', closeOnLink);
  win.addEventListener('popstate', closeAll);
  // From lg up the panel is the inline bar: drop the open state so nothing is left stray.
  win.matchMedia('(min-width: 1024px)').addEventListener('change', (event) => {
    if (event.matches) closeAll();
  });
}
