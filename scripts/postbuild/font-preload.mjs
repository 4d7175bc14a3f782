// Preloads every face a page's first frame uses: a language's own face on that
// language's pages only (Cairo on Arabic pages: next/font would preload it on every page
// of the layout that imports it, so lib/fonts.ts sets preload: false and this adds the
// hints where the page's language is known), and Poppins where Next left its hints out (the
// root's 404 page). Without them a face arrives after the first paint and the swap shifts
// the text (CLS). An optimisation: when the files are not found under Next's media names,
// the build warns and ships the pages without the hints.
import {
  LATIN_FACE,
  MEDIA_DIR,
  NextOutputError,
  PRELOAD_LINK,
  STYLESHEET_LINK,
  faceFilesFor,
} from './next-output.mjs';

/**
 * The preload links for a language's pages (Poppins', then its script's face), from the
 * files in out/_next/static/media/.
 * @param {string} code @param {string[]} mediaFiles @param {string} basePath
 * @returns {string[]}
 */
export function facePreloads(code, mediaFiles, basePath) {
  const script = faceFilesFor(code);
  return [LATIN_FACE, ...(script ? [script] : [])].flatMap((pattern) => {
    const files = mediaFiles.filter((file) => pattern.test(file)).sort();
    if (files.length === 0) {
      throw new NextOutputError(`${MEDIA_DIR}/`, `the ${code} pages' face files (${pattern})`);
    }
    return files.map(
      (file) =>
        `<link rel="preload" href="${basePath}/${MEDIA_DIR}/${file}" as="font" crossorigin="" type="font/woff2"/>`,
    );
  });
}

/**
 * The page with each of `links` it lacks, before its first preload hint or stylesheet,
 * whichever comes first (Next's script preloads follow the stylesheets under
 * HYDRATION=eager, and the fonts go where they go in intent mode); idempotent.
 * @param {string} page @param {string} html @param {string[]} links
 */
export function withFacePreloads(page, html, links) {
  const missing = links.filter((link) => !html.includes(link)).join('');
  if (!missing) return html;
  const at = Math.min(
    ...[PRELOAD_LINK, STYLESHEET_LINK].map((tag) => html.indexOf(tag)).filter((i) => i !== -1),
  );
  if (!Number.isFinite(at))
    throw new NextOutputError(page, `${PRELOAD_LINK}> or ${STYLESHEET_LINK}> in its head`);
  return html.slice(0, at) + missing + html.slice(at);
}
