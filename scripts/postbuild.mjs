// Runs after `next build` over out/ (safe to run again). Each job is a module in
// scripts/postbuild/, and everything it assumes about Next's output is named in
// scripts/postbuild/next-output.mjs:
// 1. hydration.mjs      the runtime starts on the visitor's first intent; the payload is fetched
// 2. compile-hints.mjs  runtime chunks compile off the main thread
// 3. csp.mjs            each page's hashed policy in a <meta>, and _headers; the same
//                       rules as an nginx include (scripts/hosts/nginx-include.mjs)
// 4. precompress.mjs    .br and .gz copies of every text file
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBasePath } from './deploy-inputs.mjs';
import { readHeaderRules } from './hosts/headers-file.mjs';
import { nginxInclude } from './hosts/nginx-include.mjs';
import { withCompileHint } from './postbuild/compile-hints.mjs';
import { headerPolicyFor, headersFile, withCspMeta } from './postbuild/csp.mjs';
import {
  appIndexDependencies,
  deferRuntime,
  inlineLoader,
  runtimeScripts,
} from './postbuild/hydration.mjs';
import {
  NextOutputError,
  PAYLOAD_START,
  payloadFileFor,
  routeOf,
} from './postbuild/next-output.mjs';
import { precompress } from './postbuild/precompress.mjs';
import { TEXT_TYPES } from './text-types.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function filesIn(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesIn(full) : [full];
    }),
  );
  return nested.flat();
}

/** The route's payload file, when the page carries an inline payload. */
async function payloadFor(out, basePath, page, html) {
  if (!html.includes(PAYLOAD_START)) return undefined;
  const file = payloadFileFor(page);
  try {
    return { url: `${basePath}/${file}`, text: await readFile(path.join(out, file), 'utf8') };
  } catch {
    throw new NextOutputError(page, `its payload file ${file} beside it`);
  }
}

/** Transforms one page; returns its new HTML. */
export async function processPage({ out, basePath, page, html, loader, warm }) {
  const payload = await payloadFor(out, basePath, page, html);
  return withCspMeta(page, deferRuntime(page, html, loader, payload, warm));
}

/** The modules the loader warms before hydration (see appIndexDependencies). */
async function warmList(out) {
  const dir = path.join(out, '_next', 'static', 'chunks');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.js'));
  const chunks = await Promise.all(
    files.map(async (file) => ({ file, text: await readFile(path.join(dir, file), 'utf8') })),
  );
  return appIndexDependencies(chunks);
}

export async function postbuild({ out = path.join(root, 'out'), basePath = parseBasePath() } = {}) {
  const loader = inlineLoader(
    await readFile(path.join(root, 'scripts', 'postbuild', 'hydrate-on-intent.js'), 'utf8'),
  );
  const all = await filesIn(out);
  const pages = all.filter((file) => file.endsWith('.html'));
  const warm = await warmList(out);
  const pagePolicies = [];
  const runtime = new Set();
  for (const file of pages) {
    const page = path.relative(out, file).split(path.sep).join('/');
    const html = await processPage({
      out,
      basePath,
      page,
      html: await readFile(file, 'utf8'),
      loader,
      warm,
    });
    await writeFile(file, html);
    for (const src of runtimeScripts(html)) runtime.add(src.slice(basePath.length));
    // Unknown paths get the `/*` rules only on Netlify and Cloudflare Pages, which match
    // headers to the requested path; nginx and npm start send the 404 page's own.
    const route = routeOf(page);
    if (route) pagePolicies.push([route, headerPolicyFor(html)]);
  }
  for (const src of runtime) {
    const file = path.join(out, src);
    await writeFile(file, withCompileHint(await readFile(file, 'utf8')));
  }
  pagePolicies.sort(([a], [b]) => a.localeCompare(b));
  await writeFile(path.join(out, '_headers'), headersFile(pagePolicies, basePath));
  // The same rules as nginx locations, for deploy/nginx.conf (the Dockerfile copies it).
  await mkdir(path.join(root, 'deploy', 'generated'), { recursive: true });
  await writeFile(
    path.join(root, 'deploy', 'generated', 'site.conf'),
    nginxInclude(readHeaderRules(out), basePath),
  );
  const texts = all.filter((file) => path.extname(file) in TEXT_TYPES);
  await Promise.all(texts.map(precompress));
  return {
    pages: pages.length,
    runtime: runtime.size,
    routes: pagePolicies.length,
    texts: texts.length,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const done = await postbuild();
    console.log(
      `postbuild: ${done.pages} pages hydrate on intent and carry their CSP; ${done.runtime} runtime chunks carry compile hints; _headers for ${done.routes} routes; ${done.texts} files precompressed`,
    );
  } catch (error) {
    console.error(error instanceof NextOutputError ? error.message : error);
    process.exit(1);
  }
}
