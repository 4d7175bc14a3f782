// Arial's metrics on the machine at hand: Liberation Sans (fonts-liberation on Linux, whose
// glyphs advance as Arial's do) or Arial itself (macOS, Windows, WSL's view of Windows). The
// web font's fallback faces (app/globals.css) are sized against these; the font checks read them.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where each system keeps the two faces, regular and bold. */
const PLACES = {
  400: [
    '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    '/usr/share/fonts/liberation-sans/LiberationSans-Regular.ttf',
    '/usr/share/fonts/liberation-sans-fonts/LiberationSans-Regular.ttf',
    '/usr/share/fonts/liberation/LiberationSans-Regular.ttf',
    '/System/Library/Fonts/Supplemental/Arial.ttf',
    '/Library/Fonts/Arial.ttf',
    'C:\\Windows\\Fonts\\arial.ttf',
    '/mnt/c/Windows/Fonts/arial.ttf',
  ],
  700: [
    '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
    '/usr/share/fonts/liberation-sans/LiberationSans-Bold.ttf',
    '/usr/share/fonts/liberation-sans-fonts/LiberationSans-Bold.ttf',
    '/usr/share/fonts/liberation/LiberationSans-Bold.ttf',
    '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
    '/Library/Fonts/Arial Bold.ttf',
    'C:\\Windows\\Fonts\\arialbd.ttf',
    '/mnt/c/Windows/Fonts/arialbd.ttf',
  ],
};

/**
 * The file of Arial's metrics at a weight, or undefined where the machine has neither face.
 * Fontconfig, where there is one, finds a face kept anywhere else.
 * @param {'400' | '700'} weight
 * @returns {string | undefined}
 */
export function arialMetricsFile(weight) {
  const known = PLACES[weight].find((file) => existsSync(file));
  if (known) return known;
  for (const family of ['Liberation Sans', 'Arial']) {
    try {
      const style = weight === '700' ? 'Bold' : 'Regular';
      const file = execFileSync('fc-match', ['-f', '%{file}', `${family}:style=${style}`], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      // fc-match answers with its nearest face when the family is absent: only the asked one.
      if (/liberation|arial/i.test(file) && existsSync(file)) return file;
    } catch {
      // No fontconfig (macOS, Windows): the places above are all there is.
    }
  }
  return undefined;
}

/**
 * Whether the machine has a Japanese face for the Japanese pages, which ship none: macOS and
 * Windows always do; elsewhere, fontconfig says.
 */
export function hasJapaneseFace() {
  if (process.platform === 'darwin' || process.platform === 'win32') return true;
  try {
    return execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}
