// Addresses that outlive renames (lib/content/shared/addresses.mjs, scripts/addresses.mjs): old
// addresses listed as `formerly` lead to each language's address now; an old address that
// is a page's now, or listed twice, stops the first step naming both files; an entry past
// its expireAt is gone; and the ledger of published addresses (data/addresses.txt) stops a
// build that drops one of them without a redirect or a `gone`. Over the sample's build in
// out/ too: its rename (circuit-saints to circuit-saints-remastered) as the hosts get it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readContentFiles, resolveContent } from '../../lib/content/resolve.mjs';
import { locales, localisedPath } from '../../lib/core/locales.mjs';
import { readCatalogue } from '../../scripts/art/catalogue.mjs';
import {
  LEDGER,
  pagesOf,
  parseLedger,
  readHostAddresses,
  recorded,
  redirectsText,
  redirectsWarning,
  settle,
} from '../../scripts/addresses.mjs';
import { createServer } from '../../tools/serve.mjs';
import { publish } from '../../tools/publish.mjs';
import { scratchDir } from '../scratch.mjs';
import { editEntry, firstStep, rootWithFolder, stopsInOneLine } from './first-step.mjs';

const RENAMED = 'data/content/games/circuit-saints-remastered/index.json';
const OLD = '/games/circuit-saints/';
const NOW = '/games/circuit-saints-remastered/';

/** @param {string} root @param {Date} [now] */
const resolved = (root, now = new Date('2026-11-30T00:00:00Z')) =>
  resolveContent(readContentFiles(root), readCatalogue(root), { now });

/** A game file's `formerly`, set at its top level. @param {string} root @param {string[]} formerly */
function renamedFormerly(root, formerly) {
  const file = path.join(root, RENAMED);
  const data = JSON.parse(readFileSync(file, 'utf8'));
  data.formerly = formerly;
  writeFileSync(file, JSON.stringify(data));
}

describe('old addresses in the content', () => {
  it('lead to the address now in every language, the press kit with its page', () => {
    const { moves } = resolved('.').addresses;
    for (const { code } of locales) {
      for (const [from, to] of /** @type {[string, string][]} */ ([
        [OLD, NOW],
        [`${OLD}presskit/`, `${NOW}presskit/`],
      ])) {
        assert.deepEqual(
          moves.find((move) => move.from === localisedPath(from, code)),
          { from: localisedPath(from, code), to: localisedPath(to, code) },
          `${code} ${from}`,
        );
      }
    }
  });

  it('follow a page that has its own address in a language from its own file', () => {
    const root = rootWithFolder('data/content/pages', (pages) => {
      editEntry(pages, 'imprint', 'en', (text) =>
        text.replace(/^---\n/, '---\nformerly:\n  - /legal-notice/\n'),
      );
      editEntry(pages, 'imprint', 'de', (text) =>
        text.replace(/^---\n/, '---\nformerly:\n  - /rechtliches/\n'),
      );
    });
    const { moves } = resolved(root).addresses;
    const of = (/** @type {string} */ from) => moves.find((move) => move.from === from)?.to;
    assert.equal(of('/legal-notice/'), '/imprint/');
    assert.equal(of('/ja/legal-notice/'), '/ja/imprint/');
    // German has its own address, /de/impressum/: its old one is its own file's.
    assert.equal(of('/de/rechtliches/'), '/de/impressum/');
    assert.equal(of('/de/legal-notice/'), undefined);
  });

  it("stop the first step when one is a page's address now, naming both files", () => {
    const root = rootWithFolder('data', (data) =>
      renamedFormerly(path.dirname(data), ['/games/neon-vanguard/']),
    );
    stopsInOneLine(
      root,
      /^build: data\/content\/games\/circuit-saints-remastered\/index\.json: formerly \/games\/neon-vanguard\/ is data\/content\/games\/neon-vanguard\/index\.json's address now: expected an old address no page has$/,
    );
  });

  it('stop the first step when one is listed twice, naming both files', () => {
    const root = rootWithFolder('data/content/news', (news) =>
      editEntry(news, 'neon-vanguard-patch-1-4', 'en', (text) =>
        text.replace(/^---\n/, `---\nformerly:\n  - ${OLD}\n`),
      ),
    );
    stopsInOneLine(
      root,
      /^build: data\/content\/(games\/circuit-saints-remastered\/index\.json|news\/neon-vanguard-patch-1-4\/index\.en\.md): formerly \/games\/circuit-saints\/ is listed by data\/content\/(news\/neon-vanguard-patch-1-4\/index\.en\.md|games\/circuit-saints-remastered\/index\.json) too: expected each old address in one list, once$/,
    );
  });

  it('stop the first step on an address in a language prefix, or without its slash', () => {
    for (const [old, expected] of /** @type {[string, RegExp][]} */ ([
      ['/de/games/x/', /without a language prefix/],
      ['/games/x', /a slash at each end/],
    ])) {
      const root = rootWithFolder('data', (data) => renamedFormerly(path.dirname(data), [old]));
      stopsInOneLine(
        root,
        new RegExp(`^build: ${RENAMED}: (en\\.)?formerly\\[0\\].*${expected.source}`),
      );
    }
  });

  it('make an entry past its expireAt gone, in every language, old addresses too', () => {
    const root = rootWithFolder('data/content/news', (news) =>
      editEntry(news, 'neon-vanguard-patch-1-4', 'en', (text) =>
        text.replace(
          /^---\n/,
          '---\nexpireAt: 2026-06-01T00:00:00Z\nformerly:\n  - /news/patch-1-4/\n',
        ),
      ),
    );
    const { gone, moves } = resolved(root).addresses;
    for (const { code } of locales) {
      assert.ok(gone.includes(localisedPath('/news/neon-vanguard-patch-1-4/', code)), code);
      assert.ok(gone.includes(localisedPath('/news/patch-1-4/', code)), code);
    }
    assert.equal(moves.filter(({ to }) => to.includes('patch-1-4')).length, 0);
    // Before its expireAt it is shown, and nothing of it is gone.
    assert.deepEqual(resolved(root, new Date('2026-05-01T00:00:00Z')).addresses.gone, []);
  });
});

describe('the ledger of published addresses', () => {
  const ledger = parseLedger(readFileSync(LEDGER, 'utf8'));
  const pages = pagesOf('out');
  const { redirects } = readHostAddresses('out');
  const moves = redirects.map(([from, to]) => ({ from, to }));

  it("holds every page of the sample's build, and the renamed game's old addresses", () => {
    const listed = new Set(ledger.map(({ address }) => address));
    assert.deepEqual(
      [...pages].filter((page) => !listed.has(page)),
      [],
    );
    for (const { code } of locales) assert.ok(listed.has(localisedPath(OLD, code)), code);
  });

  it("is settled by the sample's build: a page, a redirect or gone for each", () => {
    assert.deepEqual(settle({ ledger, pages, moves, expired: [] }), { warnings: [], gone: [] });
  });

  it('stops a build without the formerly entry, in one line naming the old address', () => {
    const unmoved = moves.filter(({ from }) => !from.includes('circuit-saints/'));
    assert.throws(
      () => settle({ ledger, pages, moves: unmoved, expired: [] }),
      (/** @type {Error} */ error) =>
        !error.message.includes('\n') &&
        new RegExp(`^/(ar/|de/|ja/)?games/circuit-saints/ \\(${LEDGER}:\\d+\\)`).test(
          error.message,
        ) &&
        /formerly.*gone.*bring its page back/.test(error.message),
    );
  });

  it("stops the build's step when the rename drops its formerly entry", () => {
    const root = rootWithFolder('data', (data) => {
      const file = path.join(path.dirname(data), RENAMED);
      const entry = JSON.parse(readFileSync(file, 'utf8'));
      delete entry.formerly;
      writeFileSync(file, JSON.stringify(entry));
    });
    // The pages Next exported, as the step finds them, beside the content's result.
    cpSync('out', path.join(root, 'out'), {
      recursive: true,
      filter: (source) =>
        !/\.(br|gz|txt|js|css|woff2|avif|webp|jpg|png|mp4|webm|zip)$/.test(source),
    });
    assert.equal(firstStep(root).status, 0);
    const step = spawnSync(process.execPath, [path.resolve('scripts/addresses.mjs')], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, BASE_PATH: '' },
    });
    assert.equal(step.status, 1, step.stdout + step.stderr);
    assert.match(
      step.stderr,
      /^addresses: \/(ar\/|de\/|ja\/)?games\/circuit-saints\/ \(data\/addresses\.txt:\d+\) was published, and this build neither has it, nor redirects it, nor calls it gone: list it under its entry's formerly \(a 301 to its new address\), mark it gone in data\/addresses\.txt \(410\), or bring its page back\n$/,
    );
  });

  it('calls an address marked gone gone, and stops without the mark', () => {
    const withdrawn = '/news/neon-vanguard-patch-1-4/';
    const without = new Set([...pages].filter((page) => !page.includes('patch-1-4')));
    const marked = ledger.map((entry) =>
      entry.address.endsWith(withdrawn) ? { ...entry, gone: true } : entry,
    );
    const { gone } = settle({ ledger: marked, pages: without, moves, expired: [] });
    assert.deepEqual(gone, locales.map(({ code }) => localisedPath(withdrawn, code)).sort());
    assert.throws(
      () => settle({ ledger, pages: without, moves, expired: [] }),
      new RegExp(`^Error: /(ar/)?news/neon-vanguard-patch-1-4/ \\(${LEDGER}:\\d+\\) was published`),
    );
    // An entry past its expireAt needs no mark.
    assert.equal(
      settle({
        ledger,
        pages: without,
        moves,
        expired: [...marked.filter((e) => e.gone).map((e) => e.address)],
      }).gone.length,
      4,
    );
  });

  it('refuses a line that is no address, naming the file and line', () => {
    assert.throws(
      () => parseLedger('# ledger\n/browse/\n/games/x retired\n'),
      /^Error: data\/addresses\.txt:3: "\/games\/x retired" is no ledger line/,
    );
    assert.throws(() => parseLedger('/a/\n/a/ gone\n'), /:2: \/a\/ is listed twice/);
  });

  it("warns as _redirects nears Cloudflare's 2,000 static rules, and past them", () => {
    const rules = (/** @type {number} */ count) =>
      redirectsText(
        Array.from({ length: count / 2 }, (_, n) => ({ from: `/old-${n}/`, to: '/' })),
        '',
      );
    assert.equal(redirectsWarning(rules(1798)), null);
    assert.match(String(redirectsWarning(rules(1800))), /holds 1800 rules, near Cloudflare/);
    assert.match(String(redirectsWarning(rules(2002))), /holds 2002 rules, past Cloudflare/);
  });

  it('--record adds what a build has and keeps the marks', () => {
    const { text, added } = recorded('# head\n/b/\n/a/ gone\n', new Set(['/b/', '/c/']));
    assert.equal(text, '# head\n/a/ gone\n/b/\n/c/\n');
    assert.equal(added, 1);
  });
});

describe("the sample's rename, as the hosts get it", () => {
  it('is a _redirects line, with and without the slash, in every language', () => {
    const text = readFileSync('out/_redirects', 'utf8');
    for (const { code } of locales) {
      const [from, to] = [localisedPath(OLD, code), localisedPath(NOW, code)];
      assert.match(text, new RegExp(`^${from} ${to} 301$`, 'm'));
      assert.match(text, new RegExp(`^${from.slice(0, -1)} ${to} 301$`, 'm'));
    }
  });

  it('answers 301 on the preview server, the query kept; the host files are not served', async () => {
    const server = createServer({ dir: 'out', basePath: '' });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    const get = (/** @type {string} */ target) =>
      fetch(`http://127.0.0.1:${address.port}${target}`, { redirect: 'manual' });
    try {
      for (const { code } of locales) {
        const moved = await get(`${localisedPath(OLD, code)}?from=press`);
        assert.equal(moved.status, 301, code);
        assert.equal(moved.headers.get('location'), `${localisedPath(NOW, code)}?from=press`);
      }
      for (const file of ['/_redirects', '/_gone']) assert.equal((await get(file)).status, 404);
    } finally {
      server.close();
    }
  });

  it('has a refresh page there for GitHub Pages: canonical, noindex, no host files', () => {
    const to = scratchDir('publish-pages-');
    publish({ from: 'out', to, basePath: '', precompressed: false, refreshPages: true });
    const page = readFileSync(path.join(to, OLD, 'index.html'), 'utf8');
    assert.match(
      page,
      /<meta http-equiv="refresh" content="0; url=\/games\/circuit-saints-remastered\/">/,
    );
    assert.match(page, /<meta name="robots" content="noindex">/);
    const home = /<loc>([^<]+)\/<\/loc>/.exec(readFileSync('out/sitemap.xml', 'utf8'))?.[1];
    assert.match(page, new RegExp(`<link rel="canonical" href="${home}${NOW}">`));
    assert.ok(
      readFileSync(path.join(to, '/de/games/circuit-saints/index.html'), 'utf8').includes(
        '/de/games/circuit-saints-remastered/',
      ),
    );
    for (const file of ['_headers', '_redirects', '_gone']) {
      assert.throws(() => readFileSync(path.join(to, file)), { code: 'ENOENT' }, file);
    }
  });
});
