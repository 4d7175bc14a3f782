// HYDRATION=intent: Next's runtime <script async> tags give way to one small inline loader
// (hydrate-on-intent.js) that starts them on the visitor's first intent, so the banner,
// fonts and styles never queue behind the framework's JavaScript and a slow phone's load
// has no script task at all (docs/decisions/hydration-on-intent.md). The inline Flight
// payload (most of a page's HTML, needed only to hydrate) leaves the page too: the loader
// fetches the route's .txt file, which holds the very same text. Every function here is
// an optimisation: when Next's output lacks a shape it relies on, it throws
// NextOutputError and the post-build step ships the page without it, with a warning.
import {
  APP_INDEX_REQUIRE,
  APP_INDEX_REQUIRE_SHAPE,
  CHUNKS_DIR,
  MODULE_FACTORY_SHAPE,
  MODULE_PRELOAD,
  moduleFactory,
  NextOutputError,
  PAYLOAD_SCRIPT,
  RUNTIME_SCRIPT,
  RUNTIME_SCRIPT_SHAPE,
  SCRIPT_PRELOAD,
  TURBOPACK_RUNTIME,
  TURBOPACK_RUNTIME_SHAPE,
} from './next-output.mjs';

/**
 * The loader as inlined into pages: comment lines dropped, the file keeps them.
 * @param {string} source
 */
export function inlineLoader(source) {
  return (
    source
      .split('\n')
      .map((line) => line.trim())
      // Comments stay in the source: a line comment, or a JSDoc type on a line of its own.
      .filter((line) => line && !line.startsWith('//') && !/^\/\*\*.*\*\/$/.test(line))
      .join('\n')
  );
}

/**
 * Next's inline Flight payload: the text React hydrates from, in a few pushes.
 * @param {string} html
 */
export function inlinePayload(html) {
  return [...html.matchAll(PAYLOAD_SCRIPT)]
    .map((match) => /** @type {[number, string]} */ (JSON.parse(match[1] ?? '[]'))[1])
    .join('');
}

const LOADER = /<script data-scripts="([^"]+)"/;

/**
 * The modules app-index requires before it hydrates, in its order, from the built chunks
 * ([{ file, text }]). Instantiated all inside the hydration task, they made it the
 * longest task of start-up; the loader warms them one per task first (see warmScript).
 * @param {{ file: string, text: string }[]} chunks
 * @returns {string[]}
 */
export function appIndexDependencies(chunks) {
  const entries = chunks.flatMap(({ file, text }) =>
    [...text.matchAll(APP_INDEX_REQUIRE)].map((match) => ({ file, id: match[1] ?? '' })),
  );
  const [entry] = entries;
  if (entries.length !== 1 || !entry)
    throw new NextOutputError(CHUNKS_DIR, APP_INDEX_REQUIRE_SHAPE);
  const { id } = entry;
  for (const { file, text } of chunks) {
    const factory = moduleFactory(id).exec(text);
    if (!factory) continue;
    // Its leading requires, up to its first named function: its imports, in order.
    const body = text.slice(factory.index + factory[0].length);
    const head = body.slice(0, body.search(/\bfunction [\w$]+\(/));
    const requires = new RegExp(`\\b${factory[1]}\\.[ri]\\((\\d+)\\)`, 'g');
    const ids = [...new Set([...head.matchAll(requires)].map((match) => match[1] ?? ''))];
    if (ids.length === 0) throw new NextOutputError(file, MODULE_FACTORY_SHAPE(id));
    return ids;
  }
  throw new NextOutputError(CHUNKS_DIR, MODULE_FACTORY_SHAPE(id));
}

/**
 * The script that instantiates one module through Turbopack's runtime: the one place its
 * text is written. The loader reads these texts from its data-warm attribute (they hold
 * no space, its separator) and each page's policy hashes them.
 * @param {string} id
 */
export const warmScript = (id) => `TURBOPACK.push({otherChunks:[],runtimeModuleIds:[${id}]})`;

/**
 * The warm-up scripts a page's loader will run (its data-warm).
 * @param {string} html
 */
export function warmScripts(html) {
  const match = /<script data-scripts="[^"]+"[^>]* data-warm="([^"]+)"/.exec(html);
  return match?.[1] ? match[1].split(' ') : [];
}

/**
 * The runtime chunks a page loads: through the loader (Turbopack's runtime last), or
 * Next's own tags where the page was left as Next wrote it.
 * @param {string} html
 * @returns {string[]}
 */
export function runtimeScripts(html) {
  const match = LOADER.exec(html);
  if (match?.[1]) return match[1].split(' ');
  return [...html.matchAll(RUNTIME_SCRIPT)].map((tag) => tag[1] ?? '');
}

/**
 * Replaces the runtime's script tags of `page` with the loader. With `payload`
 * ({ url, text }: the route's .txt file), the inline payload leaves the page and the
 * loader fetches it when hydration starts; `warm` are the warm-up scripts' texts. `start`:
 * 'intent', or 'painted' for a page whose content the runtime draws (the search results),
 * started once its first frame is painted. The modules the page preloads wait with the
 * runtime. A page already deferred is returned as it is; a page without the shapes throws,
 * naming one.
 * @param {string} page
 * @param {string} html
 * @param {string} loaderCode
 * @param {{ url: string, text: string } | undefined} payload
 * @param {string[]} [warm]
 * @param {'intent' | 'painted'} [start]
 */
export function deferRuntime(page, html, loaderCode, payload, warm = [], start = 'intent') {
  if (LOADER.test(html)) return html;
  const sources = [...html.matchAll(RUNTIME_SCRIPT)].map((match) => match[1] ?? '');
  if (sources.length === 0) throw new NextOutputError(page, `runtime tags ${RUNTIME_SCRIPT_SHAPE}`);
  // Turbopack's runtime goes last: the loader starts it once the others have registered,
  // so the app's instantiation gets a task of its own instead of sharing one with
  // compiling the largest chunk (the longest task a tap during hydration waits on).
  const runtime = sources.filter((src) => TURBOPACK_RUNTIME.test(src));
  if (runtime.length !== 1) throw new NextOutputError(page, TURBOPACK_RUNTIME_SHAPE);
  const ordered = [...sources.filter((src) => !TURBOPACK_RUNTIME.test(src)), ...runtime];
  let attributes = `data-scripts="${ordered.join(' ')}"`;
  // The caller passes a payload only once its file holds the very text inline here.
  if (payload) {
    html = html.replace(PAYLOAD_SCRIPT, '');
    attributes += ` data-payload="${payload.url}"`;
  }
  if (warm.length) attributes += ` data-warm="${warm.join(' ')}"`;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  if (modules.length) attributes += ` data-modules="${modules.join(' ')}"`;
  if (start === 'painted') attributes += ' data-start="painted"';
  let first = true;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(SCRIPT_PRELOAD, '')
    .replace(RUNTIME_SCRIPT, () => {
      if (!first) return '';
      first = false;
      return `<script ${attributes}>${loaderCode}</script>`;
    });
}
