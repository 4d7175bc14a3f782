// Trailers and galleries over out/: a hosted trailer's page carries a facade (a real play
// button over our own poster, a link to the host for no JavaScript, no frame) and a policy
// that frames that one host's player, while every other page's policy frames nothing; our
// own video plays from files published beside it, with captions per language and nothing
// fetched before play; crawlers read each trailer as a VideoObject and in the sitemap.
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { mp4Boxes, readContent } from '../../scripts/content.mjs';
import { parseSiteUrl } from '../../scripts/deploy-inputs.mjs';
import { policyFor } from '../../scripts/security.mjs';
import { hostedPlayer, isoDuration, videoPath } from '../../lib/content/games/videos.mjs';
import { DEFAULT_MAX_FILE_MIB } from '../../lib/content/games/games.schema.mjs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import { fileOf, gamePath, presskitPath, styleguide } from '../../lib/core/routes.mjs';
import { decode, htmlPages, out, readOut } from './read-out.mjs';

const siteUrl = parseSiteUrl();
const { byLanguage } = readContent();
const withVideos = byLanguage.en.catalogue.filter(
  (game) => game.page === 'own' && game.videos.length > 0,
);
const hosted = withVideos.filter((game) => game.videos.some((video) => !video.file));
const ownFiles = withVideos.filter((game) => game.videos.some((video) => video.file));

const policyOf = (/** @type {string} */ html) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
const words = (/** @type {string} */ code) =>
  JSON.parse(readFileSync(`data/locales/${code}/messages.json`, 'utf8')).media;

describe('trailers and galleries in the export', () => {
  it('has a game with a hosted trailer and one with a video file of ours in the sample', () => {
    assert.ok(hosted.length > 0, 'a hosted trailer');
    assert.ok(ownFiles.length > 0, 'a video file');
  });

  for (const game of withVideos) {
    for (const { code } of locales) {
      const url = localisedPath(gamePath(game.slug), code);
      describe(url, () => {
        const html = readOut(fileOf(url));
        const local = byLanguage[code].catalogue.find((entry) => entry.slug === game.slug);
        assert.ok(local);

        it('frames nothing before play, and its policy frames only its players', () => {
          assert.doesNotMatch(html, /<iframe/);
          assert.doesNotMatch(html, /rel="preconnect"|rel="dns-prefetch"/);
          const players = [
            ...new Set(game.videos.flatMap((video) => hostedPlayer(video)?.origin ?? [])),
          ].sort();
          const frames = /(?:^|; )frame-src ([^;]*)/.exec(policyOf(html))?.[1];
          assert.equal(frames, players.length ? players.join(' ') : undefined);
          // Scripts stay our own: 'self' and the page's inline hashes, nothing from a host.
          const scripts = /(?:^|; )script-src ([^;]*)/.exec(policyOf(html))?.[1] ?? '';
          for (const source of scripts.split(' ')) {
            assert.match(source, /^'self'$|^'sha256-[A-Za-z0-9+/=]+'$/, source);
          }
        });

        it('names each play button in its language, with a link to the host without JavaScript', () => {
          const page = decode(html);
          local.videos.forEach((video) => {
            const player = hostedPlayer(video);
            if (!player) return;
            const name = words(code).play.replace('{title}', video.title);
            assert.ok(page.includes(`<span class="sr-only">${name}</span>`), name);
            assert.ok(page.includes(`data-src="${player.playUrl}"`), player.playUrl);
            assert.ok(page.includes(`href="${player.watchUrl}"`), player.watchUrl);
          });
        });

        it('plays its own files with a track per language, nothing fetched before play', () => {
          local.videos.forEach((video) => {
            if (!video.file) return;
            const tag = /<video\b[^>]*>/.exec(html)?.[0] ?? '';
            assert.match(tag, /preload="none"/);
            assert.match(tag, /\bcontrols=""/);
            assert.doesNotMatch(tag, /autoplay/i);
            assert.match(tag, /poster="\/art\/[^"]+\.webp"/);
            // The page's language turned on at play, not by `default`, which loads with the page.
            assert.match(tag, new RegExp(`data-captions="${code}"`));
            assert.doesNotMatch(html, /<track[^>]*default/);
            assert.ok(html.includes(`<source src="${videoPath(video.file)}" type="video/mp4"/>`));
            for (const [language, file] of Object.entries(video.captions ?? {})) {
              assert.match(
                html,
                new RegExp(`<track kind="captions" src="${videoPath(file)}" srcLang="${language}"`),
              );
            }
          });
        });

        it('describes each trailer as a VideoObject in its language', () => {
          const blocks = [
            ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
          ].map((match) => JSON.parse(match[1] ?? 'null'));
          const videoGame = blocks.find((block) => block['@type'] === 'VideoGame');
          const trailers = [videoGame?.trailer ?? []].flat();
          assert.equal(trailers.length, local.videos.length);
          local.videos.forEach((video, index) => {
            const trailer = trailers[index];
            assert.equal(trailer['@type'], 'VideoObject');
            assert.equal(trailer.name, video.title);
            assert.equal(trailer.description, video.description);
            assert.equal(trailer.inLanguage, code);
            assert.equal(trailer.duration, isoDuration(video.duration));
            assert.equal(trailer.uploadDate, video.date.split('/').reverse().join('-'));
            // Our own picture, never one fetched from the host.
            assert.match(trailer.thumbnailUrl, new RegExp(`^${siteUrl}/art/.+\\.webp$`));
            const file = trailer.thumbnailUrl.slice(siteUrl.length);
            assert.ok(statSync(path.join(out, file)).size > 0, file);
            const player = hostedPlayer(video);
            if (player) assert.equal(trailer.embedUrl, player.embedUrl);
            else assert.equal(trailer.contentUrl, `${siteUrl}${videoPath(video.file ?? '')}`);
          });
        });
      });
    }
  }

  it('publishes each video file of ours whole, its index first and within the host limit', () => {
    for (const game of ownFiles) {
      for (const video of game.videos) {
        const files = [video.file, video.webm, ...Object.values(video.captions ?? {})];
        for (const file of files.filter((name) => name !== undefined)) {
          const published = readFileSync(path.join(out, videoPath(file)));
          assert.deepEqual(published, readFileSync(path.join('data', file)), file);
          assert.ok(published.length <= DEFAULT_MAX_FILE_MIB * 1048576, file);
          if (file.endsWith('.mp4')) {
            const boxes = mp4Boxes(published);
            assert.ok(boxes.indexOf('moov') < boxes.indexOf('mdat'), `${file}: ${boxes}`);
          }
          if (file.endsWith('.vtt')) assert.match(published.toString('utf8'), /^WEBVTT\n/);
        }
        // Captions in every language of the site for the sample's own video.
        assert.deepEqual(
          Object.keys(video.captions ?? {}).sort(),
          locales.map((locale) => locale.code).sort(),
        );
      }
    }
  });

  it('keeps frame-src off every page without a hosted trailer, in its meta and its header', () => {
    const withFacade = htmlPages().filter((page) =>
      /<button[^>]* data-trailer-play=""/.test(readOut(page)),
    );
    // Each hosted trailer's game page and its press kit, and the style guide, which shows
    // the facade.
    const trailerPages = new Set([
      ...hosted.flatMap((game) =>
        locales.flatMap(({ code }) =>
          [gamePath(game.slug), presskitPath(game.slug)].map((route) =>
            fileOf(localisedPath(route, code)),
          ),
        ),
      ),
      fileOf(styleguide.path),
    ]);
    assert.deepEqual(withFacade.sort(), [...trailerPages].sort());
    for (const page of htmlPages()) {
      const html = readOut(page);
      if (trailerPages.has(page) || !html.includes('Content-Security-Policy')) continue;
      assert.doesNotMatch(policyOf(html), /frame-src/, page);
      // The policy is the one the page's own scripts give, no more.
      assert.equal(decode(policyOf(html)), policyFor(html), page);
    }
    const headers = readOut('_headers').split(/\n(?=\/)/);
    for (const rule of headers) {
      const route = rule.split('\n')[0] ?? '';
      const page = route.endsWith('/') ? fileOf(route) : '';
      assert.equal(/frame-src/.test(rule), trailerPages.has(page), route);
    }
  });

  it('lists each game page’s trailers in the sitemap, in each language', () => {
    const sitemap = readOut('sitemap.xml');
    for (const game of withVideos) {
      for (const { code } of locales) {
        const loc = `<loc>${siteUrl}${localisedPath(gamePath(game.slug), code)}</loc>`;
        const entry = sitemap.slice(
          sitemap.indexOf(loc),
          sitemap.indexOf('</url>', sitemap.indexOf(loc)),
        );
        const local = byLanguage[code].catalogue.find((other) => other.slug === game.slug);
        for (const video of local?.videos ?? []) {
          assert.ok(
            entry.includes(`<video:title>${video.title}</video:title>`),
            `${code} ${video.title}`,
          );
          const player = hostedPlayer(video);
          if (player)
            assert.ok(
              entry.includes(
                `<video:player_loc>${player.embedUrl.replace(/&/g, '&amp;')}</video:player_loc>`,
              ),
            );
          else
            assert.ok(
              entry.includes(
                `<video:content_loc>${siteUrl}${videoPath(video.file ?? '')}</video:content_loc>`,
              ),
            );
        }
      }
    }
  });
});
