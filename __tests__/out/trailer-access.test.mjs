// Trailers everyone can follow, over out/ (the HTML alone: JavaScript off): each trailer
// with a transcript links it, and its game's page holds it at #transcript-<n>; each with a
// described version links that, published or on its host; and the accessibility
// statement's known limits are written from the same data, in every language.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readContent } from '../../scripts/content.mjs';
import { describedHref, trailerLimits, transcriptId } from '../../lib/content/games/videos.mjs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import { format } from '../../lib/core/template.mjs';
import { fileOf, gamePath, presskitPath } from '../../lib/core/routes.mjs';
import { decode, out, readOut } from './read-out.mjs';

const { byLanguage } = readContent();
/** @param {string} code */
const mediaWords = (code) =>
  JSON.parse(readFileSync(`data/locales/${code}/messages.json`, 'utf8')).media;

/** A Markdown text's words as a page shows them: no marks. @param {string} markdown */
const plain = (markdown) => markdown.replace(/[*_`]/g, '').split(/\n+/)[0] ?? '';

describe('the sample trailers', () => {
  it('each have a transcript, and a described version or a describing soundtrack', () => {
    const videos = byLanguage.en.catalogue.flatMap((game) => game.videos);
    assert.ok(videos.length > 0);
    for (const video of videos) {
      assert.ok(video.transcript, video.title);
      assert.ok(video.described || video.soundtrackDescribes, video.title);
    }
    assert.ok(
      videos.some((video) => video.file && video.described?.file),
      'the self-hosted teaser has a described file of its own',
    );
    assert.ok(
      videos.some((video) => video.soundtrackDescribes && !video.described),
      'a trailer whose soundtrack describes, with no described version',
    );
    assert.ok(
      byLanguage.en.catalogue.filter((game) => game.videos.length).length >= 3,
      'three games with trailers',
    );
  });
});

for (const { code } of locales) {
  const words = mediaWords(code);
  const games = byLanguage[code].catalogue.filter(
    (game) => game.page === 'own' && game.videos.length,
  );
  describe(`trailers everyone can follow, ${code}`, () => {
    for (const game of games) {
      const page = localisedPath(gamePath(game.slug), code);
      for (const url of [
        page,
        ...(game.kit ? [localisedPath(presskitPath(game.slug), code)] : []),
      ]) {
        it(`${url} links each trailer's transcript and described version`, () => {
          const html = readOut(fileOf(url));
          game.videos.forEach((video, index) => {
            const transcript = `${page}#${transcriptId(index)}`;
            assert.equal(
              html.includes(
                `aria-label="${format(words.transcriptOf, { title: video.title }).replace(/"/g, '&quot;')}"`,
              ) && html.includes(`href="${transcript}"`),
              Boolean(video.transcript),
              `${video.title}: transcript link`,
            );
            // Where there is no described version to link, the soundtrack's own is said.
            assert.equal(
              new RegExp(
                `data-soundtrack-describes=""[^>]*>${words.soundtrackDescribes}</li>`,
              ).test(html),
              Boolean(video.soundtrackDescribes),
              `${video.title}: says its soundtrack describes`,
            );
            const described = describedHref(video);
            if (described) {
              assert.ok(html.includes(`href="${described}"`), `${video.title}: ${described}`);
              if (described.startsWith('/')) {
                assert.ok(existsSync(path.join(out, described)), `${described} is published`);
              }
            }
          });
        });
      }

      it(`${page} holds each transcript at its id, under its trailer's title`, () => {
        const html = decode(readOut(fileOf(page)));
        game.videos.forEach((video, index) => {
          if (!video.transcript) return;
          const at = html.indexOf(`id="${transcriptId(index)}"`);
          assert.ok(at > -1, transcriptId(index));
          const part = html.slice(at, html.indexOf('</article>', at));
          assert.ok(part.includes(`>${video.title}</h3>`), video.title);
          assert.ok(part.replace(/<[^>]+>/g, '').includes(plain(video.transcript)), 'its text');
        });
      });
    }

    it("the accessibility statement's known limits are the data's", () => {
      const statement = byLanguage[code].pages.find((entry) => entry.slug === 'accessibility');
      assert.ok(statement);
      const html = decode(
        readOut(fileOf(localisedPath(statement.paths[code] ?? statement.path, code))),
      );
      const said = trailerLimits(byLanguage[code].catalogue, words);
      assert.equal(said, words.limitsNone, 'the sample lacks nothing');
      assert.ok(html.includes(said), said);
    });

    it('names, in the statement, a trailer whose transcript goes', () => {
      const catalogue = byLanguage[code].catalogue.map((game) => ({
        ...game,
        videos: game.videos.map((video, index) =>
          game.slug === 'ember-tundra' && index === 0 ? { ...video, transcript: undefined } : video,
        ),
      }));
      const teaser = catalogue.find((game) => game.slug === 'ember-tundra');
      assert.ok(teaser?.videos[0]);
      assert.equal(
        trailerLimits(catalogue, words),
        format(words.noTranscript, {
          videos: format(words.videoOf, { title: teaser.videos[0].title, game: teaser.name }),
        }),
      );
    });
  });
}
