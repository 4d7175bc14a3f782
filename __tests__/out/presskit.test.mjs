// The press kits over out/ (presskit(): /presskit/ and /games/<slug>/presskit/), in every
// language (each page's head, policy and requests: every-page.test.mjs): their own title;
// every section the kit fills, in presskit()'s order, each with its anchor, and none it leaves
// empty; downloads whose sizes are the files' own; images.zip holding every picture the page
// shows at full size and logo.zip every logo; data.xml that reads back; a frame only for a
// hosted trailer's player.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { readContent } from '../../scripts/content.mjs';
import { parseSiteUrl } from '../../scripts/deploy-inputs.mjs';
import { importXml } from '../../scripts/presskit/data-xml.mjs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import { fileOf, gamePath, presskitPath } from '../../lib/core/routes.mjs';
import { attr, decode, meta, out, readOut } from './read-out.mjs';

const siteUrl = parseSiteUrl();
const brand = JSON.parse(readFileSync('data/brand.json', 'utf8'));
const { content, byLanguage } = readContent();
const messages = Object.fromEntries(
  locales.map(({ code }) => [
    code,
    JSON.parse(readFileSync(`data/locales/${code}/messages.json`, 'utf8')),
  ]),
);

/** presskit()'s sections in its order, by their anchors. */
const ORDER = [
  'fact-sheet',
  'description',
  'history',
  'features',
  'videos',
  'images',
  'logo',
  'awards',
  'quotes',
  'links',
  'creators',
  'about',
  'credits',
  'contact',
];
const studio = content.studio.studio;
/** The sections a kit fills, from the content it is made of. */
const filled = (/** @type {Record<string, any> | undefined} */ game) => {
  const press = game ? (game.press ?? {}) : studio;
  const has = {
    'fact-sheet': true,
    description: true,
    history: game ? Boolean(press.history) : Boolean(studio.histories?.length),
    features: Boolean(game && press.features?.length),
    videos: Boolean(game?.videos.length),
    images: game ? true : Boolean(studio.images?.length),
    logo: true,
    awards: Boolean(press.awards?.length),
    quotes: Boolean(press.quotes?.length),
    links: Boolean(press.links?.length),
    // A game's kit without terms of its own shows the studio's.
    creators: Boolean(press.creatorTerms ?? studio.creatorTerms),
    about: Boolean(game),
    credits: Boolean(press.credits?.length),
    contact: true,
  };
  return ORDER.filter((id) => has[/** @type {keyof typeof has} */ (id)]);
};

const kits = [undefined, ...content.catalogue.map((/** @type {any} */ game) => game)];
/** A section of a page by its anchor, up to the next one. */
const sectionOf = (/** @type {string} */ html, /** @type {string} */ id) => {
  const start = html.indexOf(`<section id="${id}"`);
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
};

describe('press kits', () => {
  for (const game of kits) {
    const route = presskitPath(game?.slug);
    for (const { code } of locales) {
      const url = localisedPath(route, code);
      describe(url, () => {
        const html = readOut(fileOf(url));
        const words = messages[code].presskit;

        it('has its own title and share picture', () => {
          const name = game
            ? byLanguage[code].catalogue.find((/** @type {any} */ g) => g.slug === game.slug)?.name
            : brand.companyName;
          const title = attr(html, '<title>([^<]*)</title>');
          assert.ok(title.includes(name), title);
          const image = meta(html, 'og:image');
          assert.equal(image, game ? `${siteUrl}/art/share-${game.slug}.jpg` : `${siteUrl}/og.jpg`);
        });

        it("shows every section its content fills, in presskit()'s order, each with an anchor, none empty", () => {
          const shown = [
            ...html.matchAll(/<section id="([^"]+)" aria-labelledby="\1-heading"/g),
          ].map((m) => m[1]);
          assert.deepEqual(shown, filled(game));
          // The contents link each, in the same order.
          const nav = html.slice(html.indexOf(`aria-label="${words.contents}"`));
          const links = [...nav.slice(0, nav.indexOf('</nav>')).matchAll(/href="#([^"]+)"/g)].map(
            (m) => m[1],
          );
          assert.deepEqual(links, shown);
          // Headed in the page's language.
          assert.ok(decode(html).includes(`>${words.factSheet}</h2>`), words.factSheet);
          for (const id of shown) {
            assert.match(sectionOf(html, id), /<(p|li|dd|figure|img|div)[ >]/, `${id} has content`);
          }
        });

        it("says what creators may do with videos and streams, in the page's language", () => {
          const terms = game?.press?.creatorTerms ?? studio.creatorTerms;
          const section = decode(sectionOf(html, 'creators'));
          if (!terms) return assert.equal(section, '');
          assert.ok(section.includes(`>${words.creatorTerms}</h2>`), section);
          assert.ok(section.includes(words.monetization[terms.monetization]), section);
          const note = (
            game?.press?.creatorTerms
              ? byLanguage[code].catalogue.find((/** @type {any} */ g) => g.slug === game.slug)
                  ?.press?.creatorTerms
              : byLanguage[code].studio.studio.creatorTerms
          )?.note;
          if (note) assert.ok(section.includes(note), note);
        });

        it('links each archive with its own size, and its data.xml', () => {
          const links = [
            ...html.matchAll(
              /<a href="([^"]+\.zip)" download="([^"]+)" data-bytes="(\d+)"[^>]*>([\s\S]*?)<\/a>/g,
            ),
          ];
          assert.deepEqual(links.map((m) => m[2]).sort(), ['images.zip', 'logo.zip']);
          for (const [, href = '', , bytes = '', text = ''] of links) {
            const file = readFileSync(path.join(out, href));
            assert.equal(Number(bytes), file.length, href);
            const size = new Intl.NumberFormat(code, {
              style: 'unit',
              unit: file.length < 1e6 ? 'kilobyte' : 'megabyte',
              unitDisplay: 'short',
              maximumFractionDigits: file.length < 1e6 ? 0 : 1,
            }).format(file.length < 1e6 ? file.length / 1000 : file.length / 1e6);
            assert.ok(decode(text).includes(size), `${href}: ${size} in ${text}`);
          }
          assert.ok(html.includes(`href="${route}data.xml"`), 'data.xml');
        });

        it("frames only a hosted trailer's player, and nothing before play", () => {
          const policy =
            attr(html, '<meta http-equiv="Content-Security-Policy" content="([^"]*)"') ?? '';
          assert.equal(
            /frame-src/.test(policy),
            Boolean(game?.videos.some((/** @type {{ file?: string }} */ v) => !v.file)),
          );
          assert.doesNotMatch(html, /<iframe/);
        });
      });
    }

    it(`${route}: images.zip holds every picture the page shows, at full size`, async () => {
      const html = readOut(fileOf(route));
      const entries = unzipSync(readFileSync(path.join(out, route, 'images.zip')));
      const section = sectionOf(html, 'images');
      const images = section.slice(section.indexOf('data-gallery='), section.indexOf('</ul>'));
      const items = [...images.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1] ?? '');
      assert.ok(items.length > 0, 'pictures shown');
      assert.equal(Object.keys(entries).length, items.length);
      for (const item of items) {
        const file = attr(item, '<span dir="ltr">([^<]+)</span></p>') ?? '';
        const widest = Math.max(
          ...[...(attr(item, 'srcSet="([^"]+)"') ?? '').matchAll(/ (\d+)w/g)].map((m) =>
            Number(m[1]),
          ),
        );
        const bytes = entries[file];
        assert.ok(bytes, `${file} in images.zip`);
        const { width = 0, format } = await sharp(Buffer.from(bytes)).metadata();
        assert.ok(width >= widest, `${file}: ${width} px, shown up to ${widest}`);
        assert.equal(format, file.endsWith('.png') ? 'png' : 'jpeg', file);
      }
    });

    it(`${route}: logo.zip holds each logo shown, as SVG and PNG, light and dark`, async () => {
      const html = readOut(fileOf(route));
      const entries = unzipSync(readFileSync(path.join(out, route, 'logo.zip')));
      const shown = [...sectionOf(html, 'logo').matchAll(/<img src="([^"]+\.svg)"/g)].map(
        (m) => m[1] ?? '',
      );
      assert.equal(shown.length, 4);
      for (const src of shown) {
        const name = path.basename(src);
        assert.deepEqual(Buffer.from(entries[name] ?? []), readFileSync(path.join(out, src)), name);
        const png = entries[name.replace(/\.svg$/, '.png')];
        assert.ok(png, `${name} as PNG`);
        assert.equal((await sharp(Buffer.from(png)).metadata()).format, 'png');
      }
      assert.deepEqual(Object.keys(entries).length, 8);
    });

    it(`${route}: data.xml is the kit in presskit()'s format`, () => {
      const xml = readOut(`${route.slice(1)}data.xml`);
      const imported = importXml(xml, { file: 'data.xml', companyName: brand.companyName });
      assert.equal(imported.kind, game ? 'game' : 'studio');
      if (game && imported.kind === 'game') {
        const { entry } = imported;
        assert.equal(entry.name, game.name);
        assert.equal(entry.description, game.description);
        assert.deepEqual(entry.press?.features, game.press?.features);
        assert.equal(
          entry.press?.creatorTerms?.monetization,
          game.press?.creatorTerms?.monetization,
        );
        // Each platform's own day comes back (a later one written with its name in front).
        for (const { platform, release } of game.platforms ?? []) {
          if (!release) continue;
          const back = entry.platforms?.find((/** @type {any} */ p) => p.platform === platform);
          assert.equal(back?.release, release, `${game.slug} ${platform}`);
        }
      } else if (imported.kind === 'studio') {
        const { entry } = imported;
        assert.equal(entry.basedIn, studio.basedIn);
        assert.equal(entry.pressContact, studio.pressContact);
        // presskit() has the permission, not the note.
        assert.equal(entry.creatorTerms?.monetization, studio.creatorTerms?.monetization);
      }
    });
  }

  it('is linked from every footer and from each game page, in its language', () => {
    for (const { code } of locales) {
      const home = readOut(fileOf(localisedPath('/', code)));
      assert.ok(home.includes(`href="${localisedPath(presskitPath(), code)}"`), `${code} footer`);
      for (const game of content.catalogue.filter((/** @type {any} */ g) => g.page === 'own')) {
        const page = readOut(fileOf(localisedPath(gamePath(game.slug), code)));
        assert.ok(
          page.includes(`href="${localisedPath(presskitPath(game.slug), code)}"`),
          `${code} ${game.slug}`,
        );
      }
    }
  });
});

describe("the sample's creators' terms", () => {
  it('let creators monetize the studio’s games, and ask first for Neon Vanguard', () => {
    assert.equal(studio.creatorTerms?.monetization, 'monetize');
    const neon = content.catalogue.find((/** @type {any} */ g) => g.slug === 'neon-vanguard');
    assert.equal(neon?.press?.creatorTerms?.monetization, 'ask');
  });
});
