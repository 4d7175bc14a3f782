// The studio's pages at the build's first step (lib/content/pages/studio-pages.mjs): each bad page
// stops it with one line naming the file; a position past its last day is left out with a
// line, one not yet open held back; the root's route files follow the pages
// (scripts/page-routes.mjs).
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readContent } from '../../scripts/content.mjs';
import { PAGE_ROUTES_DIR, writePageRoutes } from '../../scripts/page-routes.mjs';
import { readContentFiles, resolveContent } from '../../lib/content/resolve.mjs';
import { readCatalogue } from '../../scripts/art/catalogue.mjs';
import { editEntry, firstStep, rootWithFolder, stopsInOneLine } from './first-step.mjs';

const here = process.cwd();
const PAGES = 'data/content/pages';

const rootWith = (/** @type {(folder: string) => void} */ change = () => {}) =>
  rootWithFolder(PAGES, change);

describe('a bad page stops the first step in one line naming its file', () => {
  const cases = [
    [
      'a page named like a route of the site',
      (/** @type {string} */ pages) =>
        renameSync(path.join(pages, 'terms'), path.join(pages, 'browse')),
      /^build: data\/content\/pages\/browse\/: \/browse\/ is the site's own: expected another address for the page$/,
    ],
    [
      'an address kept for search',
      (/** @type {string} */ pages) =>
        editEntry(pages, 'terms', 'de', (t) => t.replace('title:', 'address: search\ntitle:')),
      /^build: data\/content\/pages\/terms\/index\.de\.md: address "search": \/search\/ is the site's own: expected another address for the page$/,
    ],
    [
      "an address that is a language's prefix",
      (/** @type {string} */ pages) =>
        editEntry(pages, 'about', 'en', (t) => t.replace('kind: page', 'kind: page\naddress: de')),
      /^build: data\/content\/pages\/about\/index\.en\.md: address "de": \/de\/ is a language's prefix/,
    ],
    [
      "another page's address",
      (/** @type {string} */ pages) =>
        editEntry(pages, 'terms', 'de', (t) => t.replace('title:', 'address: impressum\ntitle:')),
      /^build: data\/content\/pages\/terms\/index\.de\.md: \/de\/impressum\/ is also data\/content\/pages\/imprint\/'s address: expected one page per address$/,
    ],
    [
      'an address that is not a plain slug',
      (/** @type {string} */ pages) =>
        editEntry(pages, 'imprint', 'de', (t) =>
          t.replace('address: impressum', 'address: Impressum/Kontakt'),
        ),
      /^build: data\/content\/pages\/imprint\/index\.de\.md: address is "Impressum\/Kontakt": expected a plain slug: lower-case letters, digits and single hyphens$/,
    ],
    [
      'a footer group that does not exist',
      (/** @type {string} */ pages) =>
        editEntry(pages, 'privacy', 'en', (t) => t.replace('group: legal', 'group: company')),
      /^build: data\/content\/pages\/privacy\/index\.en\.md: footer\.group is "company": expected one of studio, legal$/,
    ],
    [
      'a position without a way to apply',
      (/** @type {string} */ pages) =>
        editEntry(pages, 'careers', 'en', (t) => t.replace('    apply: jobs@studio.example\n', '')),
      /^build: data\/content\/pages\/careers\/index\.en\.md: positions\[0\]\.apply is missing: expected a mail address or an https:\/\/ link to apply through$/,
    ],
    [
      'a language the site does not have',
      (/** @type {string} */ pages) =>
        renameSync(
          path.join(pages, 'about', 'index.de.md'),
          path.join(pages, 'about', 'index.fr.md'),
        ),
      /^build: data\/content\/pages\/about\/index\.fr\.md: fr is no language of the site: expected one of en, de, ja, ar \(lib\/core\/locales\.mjs\)$/,
    ],
    [
      'positions on a page that is not the careers page',
      (/** @type {string} */ pages) =>
        editEntry(pages, 'careers', 'en', (t) => t.replace('kind: careers', 'kind: page')),
      /^build: data\/content\/pages\/careers\/index\.en\.md: positions are on a page page: expected kind: careers/,
    ],
    [
      'a level-1 heading in the body',
      (/** @type {string} */ pages) =>
        editEntry(pages, 'privacy', 'ar', (t) =>
          t.replace('## المسؤول عن البيانات', '# المسؤول عن البيانات'),
        ),
      /^build: data\/content\/pages\/privacy\/index\.ar\.md: body: a level-1 heading on line \d+ is not shown/,
    ],
  ];
  for (const [what, change, expected] of cases) {
    it(/** @type {string} */ (what), () => {
      const edit = /** @type {(folder: string) => void} */ (change);
      stopsInOneLine(rootWith(edit), /** @type {RegExp} */ (expected));
    });
  }
});

describe('what the first step lets through, and says', () => {
  it('leaves out a position past its last day, naming it in one line', () => {
    const files = readContentFiles(here);
    const { byLanguage, warnings } = resolveContent(files, readCatalogue(here), {
      now: new Date('2027-07-01T00:00:00Z'),
    });
    const careers = byLanguage.en.pages.find((page) => page.slug === 'careers');
    assert.deepEqual(
      careers?.positions.map((position) => position.title),
      ['Localisation Producer'],
    );
    assert.deepEqual(
      warnings.filter((line) => line.includes('positions')),
      [
        `${PAGES}/careers/index.en.md: positions[0] "Senior Gameplay Engineer": valid through 30/06/2027, before the build's instant: left out`,
      ],
    );
    const open = resolveContent(files, readCatalogue(here), {
      now: new Date('2026-11-28T12:00:00Z'),
    });
    assert.equal(open.byLanguage.de.pages.find((p) => p.slug === 'careers')?.positions.length, 2);
  });

  it('shows a page missing in a language in English, marked, with one warning', () => {
    const root = rootWith((pages) => rmSync(path.join(pages, 'imprint', 'index.ja.md')));
    const { byLanguage, warnings } = readContent(root);
    assert.deepEqual(
      warnings.filter((line) => line.includes('pages/')),
      [`${PAGES}/imprint/: no index.ja.md: the ja page shows the page in English`],
    );
    const imprint = byLanguage.ja.pages.find((page) => page.slug === 'imprint');
    assert.equal(imprint?.lang, 'en');
    assert.equal(imprint?.path, '/imprint/');
  });

  it('pairs each language’s address, and gives every heading an anchor of its own', () => {
    const { byLanguage } = readContent(here);
    const imprint = byLanguage.de.pages.find((page) => page.slug === 'imprint');
    assert.deepEqual(imprint?.paths, {
      en: '/imprint/',
      de: '/impressum/',
      ja: '/imprint/',
      ar: '/imprint/',
    });
    for (const pages of Object.values(byLanguage)) {
      for (const page of pages.pages) {
        const ids = page.headings.map((heading) => heading.id);
        assert.equal(new Set(ids).size, ids.length, `${page.slug}: ${ids}`);
        assert.ok(
          ids.every((id) => /^[a-z0-9-]+$/.test(id)),
          `${page.slug}: ${ids}`,
        );
      }
    }
  });

  it('writes a root route for each English address, and none for a page removed', () => {
    const root = rootWith((pages) => {
      rmSync(path.join(pages, 'terms'), { recursive: true });
      editEntry(pages, 'about', 'en', (t) =>
        t.replace('kind: page', 'kind: page\naddress: studio'),
      );
    });
    const routes = path.join(root, PAGE_ROUTES_DIR);
    mkdirSync(path.join(routes, 'terms'), { recursive: true });
    writeFileSync(path.join(routes, 'terms', 'page.tsx'), '// left from an earlier build');
    const { status, stderr } = firstStep(root);
    assert.equal(status, 0, stderr);
    assert.deepEqual(readdirSync(routes).sort(), [
      'accessibility',
      'careers',
      'imprint',
      'privacy',
      'studio',
    ]);
    assert.match(
      readFileSync(path.join(routes, 'studio', 'page.tsx'), 'utf8'),
      /rootStudioPage\(StudioPageScreen, "about"\)/,
    );
    assert.ok(!existsSync(path.join(routes, 'about')));
  });
});

describe('the route files, as npm run cms writes them after each save', () => {
  it('are left untouched when the pages are, and follow a page added', () => {
    const root = rootWith();
    const routes = path.join(root, PAGE_ROUTES_DIR);
    const pages = readContent(root).byLanguage.en.pages;
    assert.equal(writePageRoutes(root, pages), true);
    const file = path.join(routes, 'imprint', 'page.tsx');
    const written = statSync(file).mtimeMs;
    // Unchanged pages: nothing rewritten, so a running next dev has nothing to recompile.
    assert.equal(writePageRoutes(root, pages), false);
    assert.equal(statSync(file).mtimeMs, written);
    // A page saved while it runs gets its English route at once, in the folder next dev
    // already watches (never removed and made again: it would stop seeing it).
    const folder = statSync(routes).ino;
    const added = [...pages, { slug: 'press-room', path: '/press-room/' }];
    assert.equal(writePageRoutes(root, added), true);
    assert.equal(statSync(routes).ino, folder);
    assert.equal(statSync(file).mtimeMs, written);
    assert.match(
      readFileSync(path.join(routes, 'press-room', 'page.tsx'), 'utf8'),
      /rootStudioPage\(StudioPageScreen, "press-room"\)/,
    );
    // Taken away again, its route goes, and its folder with it.
    assert.equal(writePageRoutes(root, pages), true);
    assert.ok(!existsSync(path.join(routes, 'press-room')));
  });
});
