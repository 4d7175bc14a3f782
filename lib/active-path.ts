// Pure path helpers, with no data imports, so the client navbar can use them cheaply.

/** "/browse", "/browse/" and "/browse/index.html" all name the route "/browse/". */
export function normalisePath(pathname: string | null | undefined): string {
  if (!pathname) return '/';
  const trimmed = pathname.replace(/index\.html$/, '').replace(/\/+$/, '');
  return trimmed ? `${trimmed}/` : '/';
}

export function isActive(pathname: string | null | undefined, href: string): boolean {
  return normalisePath(pathname) === href;
}
