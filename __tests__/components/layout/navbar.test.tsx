import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { usePathname } from 'next/navigation';
import { Navbar } from '@/components/layout/navbar';
import brand from '@/data/brand.json';
import { normalisePath } from '@/lib/core/paths';
import { screens } from '@/lib/core/routes.mjs';
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

  it('links every screen in the order lib/core/routes.mjs gives, Profile last', () => {
    renderNavbar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    // next/link drops the trailing slash under jest; the export writes it (checked over out/).
    expect(
      links.map((link) => [link.textContent, normalisePath(link.getAttribute('href'))]),
    ).toEqual(screens.map((route) => [route.name, route.path]));
  });

  it.each([
    ['/', 'Home'],
    ['/browse', 'Browse'],
    ['/browse/', 'Browse'],
    ['/details/', 'Details'],
    ['/streams', 'Streams'],
    ['/profile/', 'Profile'],
  ])('marks the link for %s as the current page', (pathname, label) => {
    mockPathname.mockReturnValue(pathname);
    renderNavbar();
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('keeps the search box inert: typing works and Enter keeps the text', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const search = screen.getByRole('searchbox', { name: 'Search games' });
    expect(search).toHaveAttribute('placeholder', 'Type Something');
    await user.type(search, 'orbital{Enter}');
    expect(search).toHaveValue('orbital');
    expect(search.closest('form')).toBeNull();
  });

  it('renders the menu toggle closed, for the menu script to run (lib/site-menu.ts)', () => {
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    // CSS shows the panel from the toggle's aria-expanded (checked in the browser suite).
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('data-menu-toggle');
    expect(toggle).toHaveClass('peer');
    expect(panel).toHaveClass('hidden', 'peer-aria-expanded:flex');
    expect(within(panel).getByRole('searchbox')).toBeInTheDocument();
  });

  it('keeps a menu opened before hydration open, and marks the toggle hydrated', async () => {
    // Server HTML, then the menu script opening the menu, then hydration.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Navbar {...navbarProps()} />);
    document.body.append(container);
    const toggle = container.querySelector<HTMLButtonElement>('[aria-controls="site-menu"]')!;
    expect(toggle).not.toHaveAttribute('data-hydrated');
    toggle.setAttribute('aria-expanded', 'true');
    await act(async () => {
      hydrateRoot(container, <Navbar {...navbarProps()} />);
    });
    expect(toggle).toHaveAttribute('data-hydrated');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    container.remove();
  });

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
