import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import { Navbar } from '@/components/layout/navbar';
import { declaredScheme } from '@/lib/theme';
import { THEME_KEY, runThemeHead, runThemeSwitch } from '@/lib/theme-scheme';
import { navbarProps } from '../components/layout/navbar-props';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/') }));
(usePathname as jest.Mock).mockReturnValue('/');

const root = document.documentElement;
/** The scheme the page declares, which the browser's canvas follows before the stylesheet. */
const declared = () => document.querySelector('meta[name="color-scheme"]')?.getAttribute('content');

beforeAll(() => {
  // Once per page, as the inline script runs it; a second call must not add listeners.
  runThemeSwitch(THEME_KEY, declaredScheme);
  runThemeSwitch(THEME_KEY, declaredScheme);
});

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('data-theme');
  root.removeAttribute('data-theme-ready');
  document.head.innerHTML = `<meta name="color-scheme" content="${declaredScheme}">`;
});

/** The switch's buttons in the real Navbar, by their names. */
function renderSwitch() {
  render(<Navbar {...navbarProps()} />);
  const group = screen.getByRole('group', { name: 'Theme' });
  return (name: string) => within(group).getByRole('button', { name });
}

describe('runThemeHead', () => {
  it('puts the stored choice on <html> and in the declared scheme, and marks the switch usable', () => {
    localStorage.setItem(THEME_KEY, 'light');
    runThemeHead(THEME_KEY);
    expect(root.dataset.theme).toBe('light');
    expect(declared()).toBe('light');
    expect(root.hasAttribute('data-theme-ready')).toBe(true);
  });

  it('leaves the system in charge when nothing, or nothing it knows, is stored', () => {
    runThemeHead(THEME_KEY);
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(declared()).toBe(declaredScheme);
    localStorage.setItem(THEME_KEY, 'sepia');
    runThemeHead(THEME_KEY);
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(declared()).toBe(declaredScheme);
  });
});

describe('the theme switch', () => {
  it('offers System, Light and Dark with System pressed at first', () => {
    const button = renderSwitch();
    expect(button('System')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Light')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Dark')).toHaveAttribute('aria-pressed', 'false');
  });

  it('applies, stores and presses a choice; System forgets it', async () => {
    const user = userEvent.setup();
    const button = renderSwitch();
    await user.click(button('Dark'));
    expect(root.dataset.theme).toBe('dark');
    expect(declared()).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(button('Dark')).toHaveAttribute('aria-pressed', 'true');
    expect(button('System')).toHaveAttribute('aria-pressed', 'false');

    // From the keyboard too: Tab to Light, press Enter.
    button('Light').focus();
    await user.keyboard('{Enter}');
    expect(root.dataset.theme).toBe('light');
    expect(declared()).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');

    await user.click(button('System'));
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(declared()).toBe(declaredScheme);
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(button('System')).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows a choice made in another tab', () => {
    const button = renderSwitch();
    localStorage.setItem(THEME_KEY, 'light');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'light' }));
    });
    expect(root.dataset.theme).toBe('light');
    expect(button('Light')).toHaveAttribute('aria-pressed', 'true');
  });
});
