/**
 * Static hosts match paths case-sensitively, so `/Streams` lands on the 404 page. Run
 * there as an inline script (components/errors/case-redirect.tsx), this sends a visitor
 * whose address names a route in another case on to it, before any framework code loads.
 * Serialised with toString: it must not reach anything outside itself.
 */
export function runCaseRedirect(
  routes: readonly string[],
  base: string,
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'> = window.location,
): void {
  const path = location.pathname;
  const inSite = path.indexOf(base) === 0 ? path.slice(base.length) : path;
  const normal = `${inSite.replace(/index\.html$/, '').replace(/\/+$/, '')}/`;
  const match = routes.find((route) => route === normal.toLowerCase());
  if (match && match !== normal) {
    location.replace(base + match + location.search + location.hash);
  }
}
