import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import { Navbar } from '@/components/layout/navbar';
import { runSiteMenu } from '@/lib/site-menu';
import { navbarProps } from '../components/layout/navbar-props';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/') }));
(usePathname as jest.Mock).mockReturnValue('/');

// The window widening past the breakpoint, under the test's control.
const widen: Array<(event: { matches: boolean }) => void> = [];
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      widen.push(listener),
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  // Once per page, as the inline script runs it; a second call must not add listeners.
  runSiteMenu();
  runSiteMenu();
});

/** The real Navbar above some page content, as the layout places it; a user and its toggle. */
function renderPage() {
  render(
    <>
      <Navbar {...navbarProps()} />
      <main>
        <button type="button">Status: Offline</button>
        <a href="#elsewhere">Elsewhere</a>
      </main>
    </>,
  );
  return { user: userEvent.setup(), toggle: screen.getByRole('button', { name: 'Menu' }) };
}

describe('runSiteMenu', () => {
  it('opens and closes the menu with its toggle, once per click', async () => {
    const { user, toggle } = renderPage();
    const onClick = jest.fn();
    document.addEventListener('click', onClick);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The toggle's events stop with the menu script: React never answers them too.
    expect(onClick).not.toHaveBeenCalled();
    document.removeEventListener('click', onClick);
  });

  it('opens with Enter and Space from the keyboard', async () => {
    const { user, toggle } = renderPage();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape from inside the panel and returns focus to the toggle', async () => {
    const { user, toggle } = renderPage();
    await user.click(toggle);
    await user.click(screen.getByRole('searchbox'));
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('stays open from its last link to the theme switch, and closes when Tab moves past that', async () => {
    const { user, toggle } = renderPage();
    await user.click(toggle);
    within(screen.getByRole('navigation', { name: 'Main' }))
      .getByRole('link', { name: /Profile/ })
      .focus();
    await user.tab();
    const theme = screen.getByRole('group', { name: 'Theme' });
    expect(within(theme).getByRole('button', { name: 'System' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    within(theme).getByRole('button', { name: 'Dark' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Status: Offline' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside the header, and stays open for a click inside', async () => {
    const { user, toggle } = renderPage();
    await user.click(toggle);
    await user.click(screen.getByRole('searchbox'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('main'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when one of its links is chosen, not for a link elsewhere', async () => {
    const { user, toggle } = renderPage();
    await user.click(toggle);
    const home = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Home',
    });
    home.addEventListener('click', (event) => event.preventDefault());
    await user.click(home);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on back or forward', async () => {
    const { user, toggle } = renderPage();
    await user.click(toggle);
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('drops the open panel when the window widens to the desktop layout', async () => {
    const { user, toggle } = renderPage();
    await user.click(toggle);
    widen.forEach((listener) => listener({ matches: false }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    widen.forEach((listener) => listener({ matches: true }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('listens once however often the script runs', () => {
    expect(widen).toHaveLength(1);
  });
});
