import { render, screen, within } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { Navbar } from '@/components/layout/navbar';
import brand from '@/data/brand.json';
import { navbarProps } from './navbar-props';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/') }));
const mockPathname = usePathname as jest.Mock;

function renderNavbar() {
  return render(<Navbar {...navbarProps()} />);
}

describe('Navbar', () => {
  beforeEach(() => mockPathname.mockReturnValue('/'));

  it('links the logo, the site name as text, home', () => {
    renderNavbar();
    expect(screen.getByRole('link', { name: brand.name })).toHaveAttribute('href', '/');
  });

  // Which screens it links, in which order, and which is current: lib/core/paths and
  // nav-links (jest), the export (out/export.test.mjs) and the browser (navigation.spec.ts,
  // mobile-menu.spec.ts, which also hands a menu opened before hydration over to React).

  describe('as the style guide previews it', () => {
    function renderPreviews() {
      mockPathname.mockReturnValue('/styleguide/');
      return render(
        <>
          <Navbar {...navbarProps()} />
          <Navbar
            {...navbarProps({
              menu: 'Preview closed: navigation toggle',
              main: 'Main, phone preview closed',
            })}
            preview="closed"
          />
          <Navbar
            {...navbarProps({
              menu: 'Preview open: navigation toggle',
              main: 'Main, phone preview open',
            })}
            preview="open"
          />
          <main>
            <button type="button">Elsewhere</button>
          </main>
        </>,
      );
    }

    it('starts open or closed, with Home as the current page and a panel id of its own', () => {
      renderPreviews();
      const closed = screen.getByRole('button', { name: 'Preview closed: navigation toggle' });
      const open = screen.getByRole('button', { name: 'Preview open: navigation toggle' });
      expect(closed).toHaveAttribute('aria-expanded', 'false');
      expect(open).toHaveAttribute('aria-expanded', 'true');
      const ids = [screen.getByRole('button', { name: 'Menu' }), closed, open].map((button) =>
        button.getAttribute('aria-controls'),
      );
      expect(new Set(ids).size).toBe(3);
      const nav = screen.getByRole('navigation', { name: 'Main, phone preview open' });
      expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // The wider layouts are left out: the panel never becomes the inline bar.
      expect(document.getElementById(ids[2]!)?.className).not.toMatch(/lg:/);
    });

    it('are stills: the menu script leaves their toggles alone', () => {
      renderPreviews();
      for (const name of ['Preview open: navigation toggle', 'Preview closed: navigation toggle'])
        expect(screen.getByRole('button', { name })).not.toHaveAttribute('data-menu-toggle');
    });
  });
});
