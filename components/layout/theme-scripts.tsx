import { inlineScript } from '@/lib/inline-script';
import { THEME_KEY, runThemeHead, runThemeSwitch } from '@/lib/theme-scheme';

// data-cfasync="false": Cloudflare's Rocket Loader defers every script it may, which would
// paint a frame in the system's theme before the stored one (docs/deploy.md).

/** In <head>: the stored theme on <html> before the first frame (lib/theme-scheme.ts). */
export function ThemeHeadScript() {
  return (
    <script
      data-cfasync="false"
      dangerouslySetInnerHTML={{ __html: inlineScript(runThemeHead, THEME_KEY) }}
    />
  );
}

/** After the header: the switch's buttons, before and after hydration. */
export function ThemeSwitchScript() {
  return (
    <script
      data-cfasync="false"
      dangerouslySetInnerHTML={{ __html: inlineScript(runThemeSwitch, THEME_KEY) }}
    />
  );
}
