// The languages' checks (scripts/translations.mjs): a text not yet translated is shown in
// English with one warning line naming it; a wrong key or value stops the build in one line.
// Interface texts are data/locales/<code>/messages.json; content texts sit beside the English
// in each content file (lib/content/shared/translations.mjs).
import assert from 'node:assert/strict';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readContent } from '../../scripts/content.mjs';
import { checkTranslations } from '../../scripts/translations.mjs';
import { contentFiles } from '../../lib/content/screens/screens.schema.mjs';
import { translateContent, withEveryLanguage } from '../../lib/content/shared/translations.mjs';
import { fillMessages, format } from '../../lib/core/messages.mjs';
import { scratchDir } from '../scratch.mjs';

const here = process.cwd();

/**
 * A project root with today's data and one file in data/ changed (parsed, then written).
 * @param {string} file @param {(data: any) => unknown} change the file's JSON, as parsed
 */
function rootWith(file, change) {
  const root = scratchDir('locales-');
  cpSync(path.join(here, 'data'), path.join(root, 'data'), { recursive: true });
  const full = path.join(root, 'data', file);
  writeFileSync(full, JSON.stringify(change(JSON.parse(readFileSync(full, 'utf8')))));
  return root;
}

/** Every warning the first step gives for the languages: the content's, then the interface's. */
const check = (/** @type {string} */ root) => [
  ...readContent(root).warnings,
  ...checkTranslations(root).warnings,
];

describe('the languages', () => {
  it('are each translated in full: the sample builds with no warning', () => {
    assert.deepEqual(check(here), []);
  });

  it('name each interface text not yet translated, and show it in English', () => {
    const root = rootWith('locales/ja/messages.json', (/** @type {any} */ data) => {
      delete data.nav.skip;
      return data;
    });
    assert.deepEqual(check(root), [
      'data/locales/ja/messages.json: nav.skip is not translated yet: English is shown',
    ]);
    const english = JSON.parse(readFileSync('data/locales/en/messages.json', 'utf8'));
    const own = JSON.parse(readFileSync(path.join(root, 'data/locales/ja/messages.json'), 'utf8'));
    const filled = /** @type {any} */ (fillMessages(english, own, 'ja'));
    assert.equal(filled.nav.skip, 'Skip to main content');
    assert.equal(filled.nav.menu, 'メニュー');
  });

  it('name each content text not yet translated, where it is, and entries English lacks', () => {
    const root = rootWith('content/profile.json', (/** @type {any} */ data) => {
      delete data.de.player.status;
      data.ja.tips[1].explain = ' ';
      data.ar.tips.push({ instruction: 'تلميح رابع' });
      return data;
    });
    assert.deepEqual(check(root), [
      'data/content/profile.json: de.player.status "Offline" is not translated yet: English is shown',
      'data/content/profile.json: ja.tips[1].explain "Pick a game from your library, check your title, then press …" is not translated yet: English is shown',
      "data/content/profile.json: ar.tips has 4 entries to English's 3: the last 1 unused",
    ]);
    // A name typed in another language's column (Decap shows it there) is said, not used.
    const name = rootWith('content/streams.json', (/** @type {any} */ data) => {
      data.de.streams[0].streamerName = 'NovaTurmfalke';
      return data;
    });
    assert.deepEqual(check(name), [
      'data/content/streams.json: de.streams[0].streamerName is not used: it is the same in every language',
    ]);
    // An alt text where the English entry has none (its picture's is derived): said, not used.
    const alt = rootWith('content/streams.json', (/** @type {any} */ data) => {
      data.ar.streams[1].alt = 'أسطول فوق ثلاثة أقمار';
      return data;
    });
    assert.deepEqual(check(alt), [
      'data/content/streams.json: ar.streams[1].alt is not used: English has none',
    ]);
    const alone = rootWith('content/streams.json', (/** @type {any} */ data) => data.en);
    assert.deepEqual(check(alone), [
      'data/content/streams.json: no de: the Deutsch pages show its content in English',
      'data/content/streams.json: no ja: the 日本語 pages show its content in English',
      'data/content/streams.json: no ar: the العربية pages show its content in English',
    ]);
  });

  it('stop the build in one line on a key English lacks, or a value that is not text', () => {
    const key = rootWith('locales/ar/messages.json', (data) => ({ ...data, nva: {} }));
    assert.throws(
      () => check(key),
      /^DataFileError: data\/locales\/ar\/messages.json: nva is no such key/,
    );
    const number = rootWith('content/streams.json', (/** @type {any} */ data) => {
      data.ja.streams[2].streamCaption = 3;
      return data;
    });
    assert.throws(
      () => check(number),
      /^DataFileError: data\/content\/streams.json: ja.streams\[2\].streamCaption is 3: expected a text$/,
    );
    const typo = rootWith('content/streams.json', (/** @type {any} */ data) => {
      data.de.streams[0].streamCaptoin = 'Glasswing Run: Nachtkurs';
      return data;
    });
    assert.throws(
      () => check(typo),
      /^DataFileError: data\/content\/streams.json: de.streams\[0\].streamCaptoin is no translated text: expected streamCaption$/,
    );
    const language = rootWith('content/streams.json', (/** @type {any} */ data) => ({
      ...data,
      fr: data.de,
    }));
    assert.throws(
      () => readContent(language),
      /^DataFileError: data\/content\/streams.json: fr is no language: a file by language holds en, de, ja, ar/,
    );
    const english = rootWith('content/streams.json', (/** @type {any} */ data) => {
      data.en.streams[0].streamCaption = '';
      return data;
    });
    assert.throws(
      () => readContent(english),
      /^DataFileError: data\/content\/streams.json: en.streams\[0\].streamCaption is "": expected a non-empty text$/,
    );
  });

  it('translate descriptions and captions but never a name, nor a type a game gives', () => {
    const content = {
      games: {
        popular: [
          { name: 'Racing', type: 'Racing' },
          { game: 'x', name: 'X', type: 'Y' },
        ],
      },
    };
    const texts = { games: { popular: [{ type: 'Rennspiel' }] } };
    assert.deepEqual(
      translateContent(content, texts, { code: 'de', name: 'Deutsch', schemas: contentFiles }),
      {
        games: {
          popular: [
            { name: 'Racing', type: 'Rennspiel' },
            { game: 'x', name: 'X', type: 'Y' },
          ],
        },
      },
    );
  });

  it("give the editor every language's block, English alone moved under en, nothing lost", () => {
    const english = { $schema: './schema/streams.schema.json', streams: [{ streamCaption: 'A' }] };
    assert.deepEqual(withEveryLanguage(english, 'streams.json'), {
      $schema: './schema/streams.schema.json',
      en: { streams: [{ streamCaption: 'A' }] },
      de: {},
      ja: {},
      ar: {},
    });
    const german = {
      en: { streams: [{ streamCaption: 'A' }] },
      de: { streams: [{ streamCaption: 'B' }] },
    };
    assert.deepEqual(withEveryLanguage(german, 'streams.json'), { ...german, ja: {}, ar: {} });
  });

  it('fill placeholders and leave unknown ones as written', () => {
    assert.equal(format('Download {name} {x}', { name: '<b>&' }), 'Download <b>& {x}');
  });
});
