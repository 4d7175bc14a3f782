// Germany's youth-protection label and contact over out/ (issue 90 item 4): out/age-de.xml
// at the highest USK rating of the games shown, and each language's imprint naming who
// answers for youth protection while a game shown is rated USK 16 or 18. The first step
// warns, naming the field, when the studio sets nobody.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { readContent } from '../../scripts/content.mjs';
import { readCatalogue } from '../../scripts/art/catalogue.mjs';
import { readContentFiles, resolveContent } from '../../lib/content/resolve.mjs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import { fileOf } from '../../lib/core/routes.mjs';
import { format } from '../../lib/core/template.mjs';
import { decode, out, readOut } from './read-out.mjs';

const { byLanguage, content } = readContent();
const brand = JSON.parse(readFileSync('data/brand.json', 'utf8'));
/** The games shown, their USK ratings as ages: the sample rates one 16. */
const uskAges = content.catalogue.flatMap(({ ratings }) =>
  ratings?.USK === undefined ? [] : [Number(ratings.USK)],
);
const highest = Math.max(0, ...uskAges);
const contact = content.studio.studio.youthProtection;

describe("Germany's youth-protection label, age-de.xml", () => {
  const xml = readFileSync(path.join(out, 'age-de.xml'), 'utf8');
  it('parses, for Germany, declared by the studio', () => {
    assert.equal(XMLValidator.validate(xml), true);
    const { 'age-declaration': label } = new XMLParser().parse(xml);
    assert.equal(label['ageblock-basic'].country, 'de');
    assert.equal(label['ageblock-basic']['age-issuer'], brand.companyName);
    assert.equal(label['ageblock-labeltype'].xmlfile, true);
  });
  it('labels the site at the highest USK rating among the games shown', () => {
    assert.equal(highest, 16, 'the sample shows a USK 16 game');
    const { 'age-declaration': label } = new XMLParser().parse(xml);
    assert.equal(label['ageblock-labeltype']['default-age'], highest);
  });
});

describe('the imprint names who answers for youth protection', () => {
  assert.ok(contact, 'the sample names an officer');
  for (const { code } of locales) {
    it(`in ${code}, with a link to write to`, () => {
      const page = byLanguage[code].pages.find(
        (/** @type {{ kind: string }} */ entry) => entry.kind === 'imprint',
      );
      assert.ok(page, `an imprint in ${code}`);
      const html = readOut(fileOf(localisedPath(page.paths?.[code] ?? page.path, code)));
      const section = /<section aria-labelledby="youth-protection"[\s\S]*?<\/section>/.exec(
        html,
      )?.[0];
      assert.ok(section, 'a youth-protection section');
      const words = JSON.parse(
        readFileSync(`data/locales/${code}/messages.json`, 'utf8'),
      ).studioPages;
      const line = contact.role === 'officer' ? words.youthOfficer : words.selfRegulation;
      assert.ok(decode(section).includes(format(line, { name: contact.name })), section);
      assert.ok(decode(section).includes(format(words.youthProtectionLead, { age: highest })));
      assert.ok(section.includes(`href="mailto:${contact.mail}"`), section);
    });
  }
});

describe("the first step's youth-protection warning", () => {
  const warningsWith = (/** @type {(files: any) => void} */ edit) => {
    const files = readContentFiles('.');
    edit(files);
    return resolveContent(files, readCatalogue('.')).warnings.filter((line) =>
      line.includes('youthProtection'),
    );
  };
  it('names the field when a USK 16 game shows and nobody is set', () => {
    assert.deepEqual(
      warningsWith((files) => delete files['studio.json'].en.studio.youthProtection),
      [
        'data/content/studio.json: en.studio.youthProtection is not set: a game shown is rated USK 16 (circuit-saints-remastered), so the imprint names no youth-protection officer or self-regulation body (JMStV § 7)',
      ],
    );
  });
  it('says nothing when someone is set, or when no game shown is rated 16 or 18', () => {
    assert.deepEqual(
      warningsWith(() => {}),
      [],
    );
    assert.deepEqual(
      warningsWith((files) => {
        delete files['studio.json'].en.studio.youthProtection;
        for (const { data } of files['games/']) {
          if (data.en.ratings?.USK === '16') data.en.ratings.USK = '12';
        }
      }),
      [],
    );
  });
});
