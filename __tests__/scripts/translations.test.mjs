// The languages' checks (scripts/translations.mjs): a text not yet translated is shown in
// English with one warning line naming it; a wrong key or value stops the build in one line.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readContent } from '../../scripts/content.mjs';
import { checkTranslations } from '../../scripts/translations.mjs';
import { fillMessages, format, translateContent } from '../../lib/translations.mjs';

const here = process.cwd();

/**
 * A project root with today's data and one language file changed (parsed, then written).
 * @param {string} file @param {(data: any) => unknown} change the file's JSON, as parsed
 */
function rootWith(file, change) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'locales-'));
  cpSync(path.join(here, 'data'), path.join(root, 'data'), { recursive: true });
  const full = path.join(root, 'data', 'locales', file);
  writeFileSync(full, JSON.stringify(change(JSON.parse(readFileSync(full, 'utf8')))));
  return root;
}

const check = (/** @type {string} */ root) => checkTranslations(root, readContent(root).content);

describe('the languages', () => {
  it('are each translated in full: the sample builds with no warning', () => {
    assert.deepEqual(check(here), []);
  });

  it('name each interface text not yet translated, and show it in English', () => {
    const root = rootWith('ja/messages.json', (/** @type {any} */ data) => {
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

  it('name each content field not yet translated, where it is, and a translation of nothing', () => {
    const root = rootWith('de/content.json', (/** @type {any} */ data) => {
      delete data.texts['Offline'];
      data.texts['A caption since renamed'] = 'Eine umbenannte Bildunterschrift';
      return data;
    });
    assert.deepEqual(check(root), [
      'data/locales/de/content.json: no translation of profile.player.status "Offline": English is shown',
      'data/locales/de/content.json: 1 translation of text no content file holds, unused: "A caption since renamed"',
    ]);
  });

  it('stop the build in one line on a key English lacks, or a value that is not text', () => {
    const typo = rootWith('ar/messages.json', (data) => ({ ...data, nva: {} }));
    assert.throws(
      () => check(typo),
      /^DataFileError: data\/locales\/ar\/messages.json: nva is no such key/,
    );
    const number = rootWith('ja/content.json', () => ({ texts: { Racing: 3 } }));
    assert.throws(
      () => check(number),
      /data\/locales\/ja\/content.json: texts\["Racing"\] is 3: expected a text/,
    );
  });

  it('translate descriptions and captions but never a name', () => {
    const content = { games: { popular: [{ name: 'Racing', type: 'Racing' }] } };
    assert.deepEqual(translateContent(content, { Racing: 'Rennspiel' }), {
      games: { popular: [{ name: 'Racing', type: 'Rennspiel' }] },
    });
  });

  it('fill placeholders and leave unknown ones as written', () => {
    assert.equal(format('Download {name} {x}', { name: '<b>&' }), 'Download <b>& {x}');
  });
});
