import { isActive, normalisePath } from '@/lib/core/paths';
import { navLinks, profileNavLink } from '@/lib/nav-links';
import { screens } from '@/lib/core/routes.mjs';

describe('navLinks', () => {
  it('are the screens lib/core/routes.mjs puts in the main navigation, in its order', () => {
    expect(navLinks()).toEqual(
      screens
        .filter((screen) => screen.nav === 'main')
        .map(({ name, path }) => ({ label: name, href: path })),
    );
    expect(profileNavLink()).toEqual({ label: 'Profile', href: '/profile/' });
  });
});

describe('normalisePath and isActive', () => {
  it.each([
    ['/browse', '/browse/'],
    ['/browse/', '/browse/'],
    ['/browse/index.html', '/browse/'],
    ['/', '/'],
    ['', '/'],
  ])('reads %p as %p', (pathname, route) => {
    expect(normalisePath(pathname)).toBe(route);
  });

  it('marks a route active with or without the trailing slash', () => {
    expect(isActive('/details', '/details/')).toBe(true);
    expect(isActive('/details/', '/details/')).toBe(true);
    expect(isActive('/details/', '/')).toBe(false);
  });
});
