import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { usePathname } from 'next/navigation';
import { Logo } from '@/components/layout/logo';
import { Navbar } from '@/components/layout/navbar';
import { SearchBox } from '@/components/layout/search-box';
import brand from '@/data/brand.json';
import { navLinks, profileNavLink } from '@/lib/nav-links';
import { normalisePath } from '@/lib/paths';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/') }));
const mockPathname = usePathname as jest.Mock;

const slots = {
  logo: <Logo />,
  search: <SearchBox />,
  avatar: <span />,
  openIcon: <span />,
  closeIcon: <span />,
};

function renderNavbar() {
  return render(<Navbar links={navLinks} profile={profileNavLink} slots={slots} />);
}

/** The navbar above some page content, as the layout places it. */
function renderWithPage() {
  return render(
    <>
      <Navbar links={navLinks} profile={profileNavLink} slots={slots} />
      <main>
        <button type="button">Status: Offline</button>
      </main>
    </>,
  );
}

describe('Navbar', () => {
  beforeEach(() => mockPathname.mockReturnValue('/'));

  it('links the logo, the site name as text, home', () => {
    renderNavbar();
    expect(screen.getByRole('link', { name: brand.name })).toHaveAttribute('href', '/');
  });

  it('builds Home, Browse, Details, Streams and Profile links, Streams reaching /streams/', () => {
    renderNavbar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    // next/link drops the trailing slash under jest; the export writes it (checked over out/).
    expect(
      links.map((link) => [link.textContent, normalisePath(link.getAttribute('href'))]),
    ).toEqual([
      ['Home', '/'],
      ['Browse', '/browse/'],
      ['Details', '/details/'],
      ['Streams', '/streams/'],
      ['Profile', '/profile/'],
    ]);
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

  it('opens and closes the menu with its toggle', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    // CSS shows the panel from the toggle's aria-expanded (checked in the browser suite).
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('hidden', 'peer-aria-expanded:flex');
    expect(toggle).toHaveClass('peer');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('searchbox')).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes over a menu opened before hydration, and marks the toggle for the start-up script', async () => {
    // Server HTML, then the inline start-up script opening the menu, then hydration.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Navbar links={navLinks} profile={profileNavLink} slots={slots} />,
    );
    document.body.append(container);
    const toggle = container.querySelector<HTMLButtonElement>('[aria-controls="site-menu"]')!;
    expect(toggle).not.toHaveAttribute('data-hydrated');
    toggle.setAttribute('aria-expanded', 'true');
    await act(async () => {
      hydrateRoot(container, <Navbar links={navLinks} profile={profileNavLink} slots={slots} />);
    });
    expect(toggle).toHaveAttribute('data-hydrated');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // One tap closes it: React's state agrees with what the visitor sees.
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    container.remove();
  });

  it('closes the menu when a link is chosen', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('searchbox'));
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu when Tab moves focus past its last link, leaving focus there', async () => {
    const user = userEvent.setup();
    renderWithPage();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    within(screen.getByRole('navigation', { name: 'Main' }))
      .getByRole('link', { name: /Profile/ })
      .focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Status: Offline' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on a click outside it, and stays open for a click inside', async () => {
    const user = userEvent.setup();
    renderWithPage();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('searchbox'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('main'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu when the route changes', async () => {
    const user = userEvent.setup();
    const { rerender } = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    mockPathname.mockReturnValue('/browse/');
    rerender(<Navbar links={navLinks} profile={profileNavLink} slots={slots} />);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('drops the open panel when the window widens to the desktop layout', async () => {
    const listeners: Array<(event: { matches: boolean }) => void> = [];
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
        listeners.push(listener),
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      const user = userEvent.setup();
      renderNavbar();
      const toggle = screen.getByRole('button', { name: 'Menu' });
      await user.click(toggle);
      act(() => listeners.forEach((listener) => listener({ matches: true })));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    } finally {
      window.matchMedia = original;
    }
  });

  describe('as the style guide previews it', () => {
    function renderPreviews() {
      mockPathname.mockReturnValue('/styleguide/');
      return render(
        <>
          <Navbar links={navLinks} profile={profileNavLink} slots={slots} />
          <Navbar links={navLinks} profile={profileNavLink} slots={slots} preview="closed" />
          <Navbar links={navLinks} profile={profileNavLink} slots={slots} preview="open" />
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

    it('stays open when focus or a click lands elsewhere on the page, and its toggle works', async () => {
      const user = userEvent.setup();
      renderPreviews();
      const open = screen.getByRole('button', { name: 'Preview open: navigation toggle' });
      await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
      await user.keyboard('{Escape}');
      expect(open).toHaveAttribute('aria-expanded', 'true');
      await user.click(open);
      expect(open).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
