// Preloads a language's own face on that language's pages only (Cairo on Arabic pages):
// next/font would preload it on every page of the layout that imports it, so app/fonts.ts
// sets preload: false and this adds the hints here, where the page's language is known.
// Without them Cairo arrives after the first paint and the swap shifts the text (CLS).
// An optimisation: when the files are not found under Next's media names, the build warns
// and ships the pages without the hints.
import { MEDIA_DIR, NextOutputError, PRELOAD_LINK, faceFilesFor } from './next-output.mjs';

/**
 * The preload links for a language, from the files in out/_next/static/media/.
 * @param {string} code @param {string[]} mediaFiles @param {string} basePath
 */
export function facePreloads(code, mediaFiles, basePath) {
  const pattern = faceFilesFor(code);
  if (!pattern) return '';
  const files = mediaFiles.filter((file) => pattern.test(file)).sort();
  if (files.length === 0) {
    throw new NextOutputError(`${MEDIA_DIR}/`, `the ${code} face's files (${pattern})`);
  }
  return files
    .map(
      (file) =>
        `<link rel="preload" href="${basePath}/${MEDIA_DIR}/${file}" as="font" crossorigin="" type="font/woff2"/>`,
    )
    .join('');
}

/**
 * The page with its language's face preloaded, after the page's other preload hints
 * (idempotent: a page that has them already is returned as it is).
 * @param {string} page @param {string} html @param {string} links
 */
export function withFacePreloads(page, html, links) {
  if (!links || html.includes(links)) return html;
  const at = html.indexOf(PRELOAD_LINK);
  if (at === -1) throw new NextOutputError(page, `${PRELOAD_LINK}> in its head`);
  return html.slice(0, at) + links + html.slice(at);
}
