// Hydration on intent, with the payload on demand. Next's runtime <script async> tags
// give way to one small inline loader (hydrate-on-intent.js) that runs the menu until
// the visitor shows intent and only then starts them: the banner, fonts and styles never
// queue behind ~120 KB of framework JavaScript (simulated mobile LCP 2.1-2.7 s with the
// scripts in the head, 1.0-1.4 s without), and on a slow phone the load has no script
// task at all (see README, Performance). The loader is inline: as a file it cost a request, and
// Lighthouse placed the end-of-parse task behind that download, where it counted as
// blocking. The inline Flight payload (about 60% of a page's HTML, needed only to
// hydrate) leaves the page too: the loader fetches the route's .txt file, which holds
// the very same text.
import {
  APP_INDEX_REQUIRE,
  APP_INDEX_REQUIRE_SHAPE,
  MODULE_FACTORY_SHAPE,
  moduleFactory,
  NextOutputError,
  PAYLOAD_SCRIPT,
  RUNTIME_SCRIPT,
  RUNTIME_SCRIPT_SHAPE,
  SCRIPT_PRELOAD,
  TURBOPACK_RUNTIME,
  TURBOPACK_RUNTIME_SHAPE,
} from './next-output.mjs';

/** The loader as inlined into pages: comment lines dropped, the file keeps them. */
export function inlineLoader(source) {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
}

/** Next's inline Flight payload: the text React hydrates from, in a few pushes. */
export function inlinePayload(html) {
  return [...html.matchAll(PAYLOAD_SCRIPT)].map((match) => JSON.parse(match[1])[1]).join('');
}

const LOADER = /<script data-scripts="([^"]+)"/;

/**
 * The modules app-index requires before it hydrates, in its order, from the built chunks
 * ([{ file, text }]). Instantiating them all inside the hydration task made it the
 * longest task of start-up (about 12 ms of its 16-20 ms unthrottled, 50 ms at 4x); the
 * loader warms them one per task first (see warmScript). A build whose chunks lack
 * either shape stops, naming it.
 */
export function appIndexDependencies(chunks) {
  const entries = chunks.flatMap(({ file, text }) =>
    [...text.matchAll(APP_INDEX_REQUIRE)].map((match) => ({ file, id: match[1] })),
  );
  if (entries.length !== 1)
    throw new NextOutputError('_next/static/chunks', APP_INDEX_REQUIRE_SHAPE);
  const { id } = entries[0];
  for (const { file, text } of chunks) {
    const factory = moduleFactory(id).exec(text);
    if (!factory) continue;
    // Its leading requires, up to its first named function: its imports, in order.
    const body = text.slice(factory.index + factory[0].length);
    const head = body.slice(0, body.search(/\bfunction [\w$]+\(/));
    const requires = new RegExp(`\\b${factory[1]}\\.[ri]\\((\\d+)\\)`, 'g');
    const ids = [...new Set([...head.matchAll(requires)].map((match) => match[1]))];
    if (ids.length === 0) throw new NextOutputError(file, MODULE_FACTORY_SHAPE(id));
    return ids;
  }
  throw new NextOutputError('_next/static/chunks', MODULE_FACTORY_SHAPE(id));
}

/**
 * The inline script that instantiates one module through Turbopack's runtime. The loader
 * builds the very same text (hydrate-on-intent.js), and each page's policy hashes it.
 */
export const warmScript = (id) => `TURBOPACK.push({otherChunks:[],runtimeModuleIds:[${id}]})`;

/** The warm-up scripts a page's loader will run (from its data-warm). */
export function warmScripts(html) {
  const match = /<script data-scripts="[^"]+"[^>]* data-warm="([^"]+)"/.exec(html);
  return match ? match[1].split(' ').map(warmScript) : [];
}

/** The chunks a page starts through the loader, Turbopack's runtime last. */
export function runtimeScripts(html) {
  const match = LOADER.exec(html);
  return match ? match[1].split(' ') : [];
}

/**
 * Replaces the runtime's script tags of `page` with the loader. With `payload`
 * ({ url, text }: the route's .txt file), the inline payload leaves the page and the
 * loader fetches it when hydration starts. A page already deferred is returned as it is;
 * a page with neither shape is an error naming it.
 */
export function deferRuntime(page, html, loaderCode, payload, warm = []) {
  if (LOADER.test(html)) return html;
  const sources = [...html.matchAll(RUNTIME_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) throw new NextOutputError(page, `runtime tags ${RUNTIME_SCRIPT_SHAPE}`);
  // Turbopack's runtime goes last: the loader starts it once the others have registered,
  // so the app's instantiation gets a task of its own instead of sharing one with
  // compiling a 200 KB chunk (the longest task a tap during hydration waits on).
  const runtime = sources.filter((src) => TURBOPACK_RUNTIME.test(src));
  if (runtime.length !== 1) throw new NextOutputError(page, TURBOPACK_RUNTIME_SHAPE);
  const ordered = [...sources.filter((src) => !TURBOPACK_RUNTIME.test(src)), ...runtime];
  let attributes = `data-scripts="${ordered.join(' ')}"`;
  if (payload) {
    if (inlinePayload(html) !== payload.text)
      throw new NextOutputError(page, `${payload.url} to hold the page's inline payload`);
    html = html.replace(PAYLOAD_SCRIPT, '');
    attributes += ` data-payload="${payload.url}"`;
  }
  if (warm.length) attributes += ` data-warm="${warm.join(' ')}"`;
  let first = true;
  return html.replace(SCRIPT_PRELOAD, '').replace(RUNTIME_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script ${attributes}>${loaderCode}</script>`;
  });
}
