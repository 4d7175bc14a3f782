// The news's checks at the build's first step (lib/content/news/news-folders.mjs, news.mjs): each
// bad post stops it with one line naming the file; a post missing in a language shows the
// English, marked, with a warning; a post dated after the build's day is held back, said so.
// And the feeds' writers (scripts/feeds.mjs): ids that outlive a title, links made absolute,
// text that stays text.
import assert from 'node:assert/strict';
import { cpSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readContent } from '../../scripts/content.mjs';
import { feedFiles } from '../../scripts/feeds.mjs';
import { postHtml } from '../../lib/content/news/post-html.mjs';
import { readContentFiles, resolveContent } from '../../lib/content/resolve.mjs';
import { readCatalogue } from '../../scripts/art/catalogue.mjs';
import { readMessages } from '../../lib/core/messages.mjs';
import { editEntry, rootWithFolder, stopsInOneLine } from './first-step.mjs';

const here = process.cwd();
const NEWS = 'data/content/news';
const POST = 'neon-vanguard-patch-1-4';

const rootWith = (/** @type {(folder: string) => void} */ change = () => {}) =>
  rootWithFolder(NEWS, change);

describe('a bad post stops the first step in one line naming its file', () => {
  const cases = [
    [
      'a game that does not exist',
      (/** @type {string} */ news) =>
        editEntry(news, POST, 'en', (t) => t.replace('  - neon-vanguard', '  - neon-vangaurd')),
      /^build: data\/content\/news\/neon-vanguard-patch-1-4\/index\.en\.md: games\[0\] is "neon-vangaurd": no game data\/content\/games\/neon-vangaurd\/: expected one of /,
    ],
    [
      'a day the calendar does not have',
      (/** @type {string} */ news) =>
        editEntry(news, POST, 'en', (t) => t.replace('date: 20/11/2026', 'date: 31/11/2026')),
      /^build: data\/content\/news\/neon-vanguard-patch-1-4\/index\.en\.md: date is "31\/11\/2026": expected a day the calendar has$/,
    ],
    [
      'two folders with one slug',
      (/** @type {string} */ news) =>
        cpSync(path.join(news, POST), path.join(news, 'Neon-Vanguard-Patch-1-4'), {
          recursive: true,
        }),
      /^build: data\/content\/news\/neon-vanguard-patch-1-4\/: the same slug as data\/content\/news\/Neon-Vanguard-Patch-1-4\/ \(\/news\/neon-vanguard-patch-1-4\/\): expected one folder per post$/,
    ],
    [
      'a language the site does not have',
      (/** @type {string} */ news) =>
        renameSync(path.join(news, POST, 'index.de.md'), path.join(news, POST, 'index.fr.md')),
      /^build: data\/content\/news\/neon-vanguard-patch-1-4\/index\.fr\.md: fr is no language of the site: expected one of en, de, ja, ar \(lib\/core\/locales\.mjs\)$/,
    ],
    [
      'a kind the news does not have',
      (/** @type {string} */ news) =>
        editEntry(news, POST, 'en', (t) => t.replace('kind: patch-notes', 'kind: hotfix')),
      /^build: data\/content\/news\/neon-vanguard-patch-1-4\/index\.en\.md: kind is "hotfix": expected one of announcement, devlog, patch-notes, event$/,
    ],
    [
      'a slug that is a list page',
      (/** @type {string} */ news) => renameSync(path.join(news, POST), path.join(news, 'devlog')),
      /^build: data\/content\/news\/devlog\/: \/news\/devlog\/ is a list's address: expected another slug for the post$/,
    ],
    [
      'no English file',
      (/** @type {string} */ news) => rmSync(path.join(news, POST, 'index.en.md')),
      /^build: data\/content\/news\/neon-vanguard-patch-1-4\/: no index\.en\.md: expected the post in English/,
    ],
    [
      'front matter that is not YAML',
      (/** @type {string} */ news) =>
        editEntry(news, POST, 'de', (t) => t.replace('title: "', 'title: a: "')),
      /^build: data\/content\/news\/neon-vanguard-patch-1-4\/index\.de\.md: front matter: bad indentation of a mapping entry on line 2$/,
    ],
    [
      'a level-1 heading in the body',
      (/** @type {string} */ news) =>
        editEntry(news, POST, 'ja', (t) => t.replace('## 変更点', '# 変更点')),
      /^build: data\/content\/news\/neon-vanguard-patch-1-4\/index\.ja\.md: body: a level-1 heading on line 3 is not shown: expected ## or ###/,
    ],
    [
      'a script link in the body',
      (/** @type {string} */ news) =>
        editEntry(news, POST, 'en', (t) => `${t}\n[win](javascript:alert(1))\n`),
      /^build: data\/content\/news\/neon-vanguard-patch-1-4\/index\.en\.md: body: the link to "javascript:alert\(1\)" on line \d+ is not shown/,
    ],
    [
      'an updated day before the published one',
      (/** @type {string} */ news) =>
        editEntry(news, POST, 'en', (t) =>
          t.replace('date: 20/11/2026', 'date: 20/11/2026\nupdated: 19/11/2026'),
        ),
      /^build: data\/content\/news\/neon-vanguard-patch-1-4\/index\.en\.md: updated is "19\/11\/2026": expected the day it was published, 20\/11\/2026, or later$/,
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
  it('shows a post missing in a language in English, marked so, with one warning', () => {
    const root = rootWith((news) => rmSync(path.join(news, POST, 'index.ar.md')));
    const { byLanguage, warnings } = readContent(root);
    assert.deepEqual(
      warnings.filter((line) => line.includes('news/')),
      [`${NEWS}/${POST}/: no index.ar.md: the ar pages show the post in English`],
    );
    /** @param {string} code @returns {any} */
    const post = (code) =>
      byLanguage[/** @type {'en'} */ (code)].news.find((/** @type {any} */ p) => p.slug === POST);
    assert.equal(post('ar').lang, 'en');
    assert.equal(post('ar').title, post('en').title);
    assert.equal(post('de').lang, 'de');
  });

  it('holds back a post dated after the build, from every language, and names it', () => {
    const root = rootWith();
    const files = readContentFiles(root);
    const { byLanguage, warnings } = resolveContent(files, readCatalogue(root), {
      now: new Date('2026-11-19T23:59:00Z'),
    });
    for (const posts of Object.values(byLanguage)) {
      assert.ok(!posts.news.some((/** @type {any} */ post) => post.slug === POST));
    }
    assert.ok(
      warnings.includes(
        `${NEWS}/${POST}/index.en.md: dated 20/11/2026, after the build's instant: held back until then`,
      ),
    );
    const later = resolveContent(files, readCatalogue(root), {
      now: new Date('2026-11-20T00:00:00Z'),
    });
    assert.equal(later.byLanguage.en.news[0]?.slug, POST);
  });

  it('keeps raw HTML in a post as text, in the feed as on the page', () => {
    const html = postHtml(
      'Hi <script>alert(1)</script> & <b>bold</b>\n\n[site](/games/x/)',
      'https://a.example/base',
    );
    assert.equal(
      html,
      '<p>Hi &lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</p><p><a href="https://a.example/base/games/x/">site</a></p>',
    );
  });
});

describe('the feeds', () => {
  const input = (/** @type {(posts: readonly any[]) => any[]} */ edit = (posts) => [...posts]) => {
    const { byLanguage } = readContent(here);
    const changed = Object.fromEntries(
      Object.entries(byLanguage).map(([code, content]) => [
        code,
        { ...content, news: edit(content.news) },
      ]),
    );
    return {
      byLanguage: changed,
      brand: { name: 'Site', companyName: 'Studio' },
      messages: readMessages(here),
      siteUrl: 'https://news.example:8443',
      basePath: '/base',
    };
  };

  it('give a post the same id after its title changes, and a new one to a new post', () => {
    const before = JSON.parse(/** @type {string} */ (feedFiles(input()).get('de/news/feed.json')));
    const after = JSON.parse(
      /** @type {string} */ (
        feedFiles(
          input((posts) => posts.map((p) => (p.slug === POST ? { ...p, title: 'Neu' } : p))),
        ).get('de/news/feed.json')
      ),
    );
    const id = (/** @type {any} */ feed) =>
      feed.items.find((/** @type {any} */ item) => item.url.endsWith(`/${POST}/`)).id;
    assert.equal(id(after), id(before));
    assert.match(id(before), /^tag:news\.example,2026-11-20:news\/neon-vanguard-patch-1-4\/de$/);
    assert.equal(
      new Set(before.items.map((/** @type {any} */ i) => i.id)).size,
      before.items.length,
    );
  });

  it('leave out a language with no post written in it, and its posts from the others', () => {
    const files = feedFiles(
      input((posts) => posts.map((p) => (p.lang === 'ja' ? { ...p, lang: 'en' } : p))),
    );
    assert.ok(!files.has('ja/news/feed.rss'));
    assert.ok(files.has('news/feed.rss') && files.has('de/news/feed.atom'));
  });
});
