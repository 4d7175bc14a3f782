// The first frame in the visitor's theme, of the whole page. Next writes the colour-scheme
// meta after the preloads, stylesheets and scripts (about 6 KB in), and the stored-theme
// script and the render-blocking hint after all the metadata: a frame the browser paints
// before the parser reaches them uses the light default canvas, or the system's scheme
// instead of a stored choice. So the scheme goes right after the charset (before the
// policy's long list of hashes), and the stored-theme script (lib/theme-scheme.ts,
// runThemeHead) and the hint right after the policy, before anything they could wait for.
// Required: without it the themes' promise breaks.
import { CSP_META } from './csp.mjs';
import {
  CHARSET,
  COLOR_SCHEME_META,
  EXPECT_LINK,
  NextOutputError,
  THEME_HEAD_SCRIPT,
} from './next-output.mjs';

/**
 * The page with its colour scheme right after the charset, then its policy, then its
 * stored-theme script (when the brand has a switch) and its render-blocking hint; a second
 * run changes nothing.
 * @param {string} page @param {string} html
 */
export function withSchemeFirst(page, html) {
  const scheme = COLOR_SCHEME_META.exec(html)?.[0];
  if (!scheme) throw new NextOutputError(page, '<meta name="color-scheme"> in its head');
  if (!html.includes(CHARSET)) throw new NextOutputError(page, CHARSET);
  const early = [THEME_HEAD_SCRIPT, EXPECT_LINK].flatMap((shape) => shape.exec(html)?.[0] ?? []);
  for (const tag of [scheme, ...early]) html = html.replace(tag, '');
  html = html.replace(CHARSET, `${CHARSET}${scheme}`);
  const policy = CSP_META.exec(html);
  const at = policy ? policy.index + policy[0].length : html.indexOf(scheme) + scheme.length;
  return html.slice(0, at) + early.join('') + html.slice(at);
}
