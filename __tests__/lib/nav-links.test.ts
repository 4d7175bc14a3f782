import { isActive, normalisePath } from '@/lib/paths';
import { navLinks, routeFor } from '@/lib/nav-links';

describe('routeFor', () => {
  it('sends the capitalised Streams target to the lower-case route', () => {
    expect(routeFor('Streams')).toBe('/streams/');
  });

  it('maps every navigation entry to an exported route', () => {
    expect(navLinks.map((link) => link.href)).toEqual(['/', '/browse/', '/details/', '/streams/']);
  });

  it('refuses a target with no route', () => {
    expect(() => routeFor('arcade')).toThrow(/no route/);
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
