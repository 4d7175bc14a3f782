import { inlineScript } from '@/lib/inline-script';
import { declaredScheme } from '@/lib/theme';
import { THEME_KEY, runThemeHead, runThemeSwitch } from '@/lib/theme-scheme';

// data-cfasync="false": Cloudflare's Rocket Loader defers every script it may, which would
// paint a frame in the system's theme before the stored one (docs/deploy.md).

/**
 * In <head>: the stored theme on <html> before the first frame (lib/theme-scheme.ts).
 * data-theme-head marks it for the post-build step, which moves it up to the policy.
 */
export function ThemeHeadScript() {
  return (
    <script
      data-cfasync="false"
      data-theme-head=""
      dangerouslySetInnerHTML={{ __html: inlineScript(runThemeHead, THEME_KEY) }}
    />
  );
}

/** After the header: the switch's buttons, before and after hydration. */
export function ThemeSwitchScript() {
  return (
    <script
      data-cfasync="false"
      dangerouslySetInnerHTML={{ __html: inlineScript(runThemeSwitch, THEME_KEY, declaredScheme) }}
    />
  );
}
