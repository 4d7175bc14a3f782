// Crawlers read the exported HTML, not the hydrated page: check that each route's
// file in out/ carries its full content. Runs after `next build` (npm test does both).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileOf, pages as sitePages } from '../../lib/core/routes.mjs';
import { parseHydration } from '../../scripts/deploy-inputs.mjs';
import { runtimeScripts } from '../../scripts/postbuild/hydration.mjs';
import { readOut } from './read-out.mjs';

// The names come from the brand file: a rebranded checkout passes these checks too.
const brand = JSON.parse(readFileSync('data/brand.json', 'utf8'));

const read = readOut;

/** The markup a crawler renders: the framework's hydration payload scripts dropped. */
const markupOf = (/** @type {string} */ html) =>
  html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<!--[\s\S]*?-->/g, '');

/**
 * The visible text of a page: tags dropped, entities decoded.
 * @param {string} html
 */
function textOf(html) {
  return markupOf(html)
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');
}

/** Every page the export writes: each route, the style guide and the 404 page. */
const pageFiles = [...sitePages.map((page) => fileOf(page.path)), '404.html'];

const count = (/** @type {string} */ haystack, /** @type {string} */ needle) =>
  haystack.split(needle).length - 1;

const pages = {
  'index.html': {
    current: '/',
    texts: [
      `Welcome To ${brand.name}`,
      'Browse Now',
      'Most Popular Right Now',
      'Discover Popular',
      'Your Gaming Library',
      'View Your Library',
      'Neon Vanguard',
      'Velvet Static',
    ],
    counts: { 'cover art"': 8, 'Date Added': 3 },
  },
  'browse/index.html': {
    current: '/browse/',
    texts: [
      'Featured Games',
      'Top Downloaded',
      'View All Games',
      'How To Start Your Live Stream',
      'Go To Your Profile',
      'Press The Live Stream Button',
      'You Are Live',
      'Go To Profile',
      'Most Popular Live Stream',
    ],
    counts: { '249k Downloads': 3, Verified: 8, 'Live stream frame': 8, 'Date Added': 3 },
  },
  'details/index.html': {
    current: '/details/',
    texts: [
      'Terraloom',
      'Sandbox',
      '2.3M',
      '36GB',
      'Action',
      'Download Terraloom Now',
      'Other Related Games',
    ],
    counts: { 'Terraloom gameplay': 3, 'Terraloom key art': 2 },
  },
  'streams/index.html': {
    current: '/streams/',
    texts: ['Featured Games', 'Top Streamers', 'View All Games', 'Most Popular Live Stream'],
    counts: { '>Follow<': 5, 'Live stream frame': 8 },
    textCounts: { 'Rank 0': 5 },
  },
  'profile/index.html': {
    current: '/profile/',
    texts: [
      'Offline',
      'Mira Solenne',
      "You Haven't Gone Live yet. Go Live By Touching The Button Below.",
      'Start Live Stream',
      'Games Downloaded 3',
      'Friends Online 16',
      'Live Streams None',
      'Clips 29',
      'Your Gaming Library',
    ],
    counts: { 'Date Added': 3 },
  },
};

describe('exported pages', () => {
  for (const [file, expected] of Object.entries(pages)) {
    describe(file, () => {
      const html = read(file);
      const text = textOf(html);

      it('carries its content in the HTML', () => {
        for (const snippet of expected.texts)
          assert.ok(text.includes(snippet), `"${snippet}" not in ${file}`);
        assert.ok(text.includes(`Copyright © 2036 ${brand.companyName}. All rights reserved.`));
      });

      it('carries its counted items', () => {
        for (const [needle, n] of Object.entries(expected.counts)) {
          assert.equal(count(markupOf(html), needle), n, `${needle} in ${file}`);
        }
        const textCounts = 'textCounts' in expected ? expected.textCounts : {};
        for (const [needle, n] of Object.entries(textCounts)) {
          assert.equal(count(text, needle), n, `${needle} in the text of ${file}`);
        }
      });

      it('marks its own nav link as the current page', () => {
        const current = [...html.matchAll(/<a[^>]*aria-current="page"[^>]*>/g)].map(
          (m) => /href="([^"]*)"/.exec(m[0])?.[1],
        );
        assert.deepEqual(current, [expected.current]);
      });

      it('gives every picture a width, a height and an alt', () => {
        const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
        assert.ok(images.length > 0);
        for (const img of images) {
          assert.match(img, /\swidth="\d+"/, img);
          assert.match(img, /\sheight="\d+"/, img);
          assert.match(img, /\salt="[^"]*"/, img);
        }
      });
    });
  }
});

// The build's hydration mode (HYDRATION, as npm run build read it: test:core runs both).
const hydration = parseHydration();
const samplePages = ['index.html', 'details/index.html', '404.html'];

describe(`runtime scripts (HYDRATION=${hydration})`, () => {
  it('start with the V8 compile hint once, so they compile off the main thread while loading', () => {
    const chunks = runtimeScripts(read('index.html'));
    assert.ok(chunks.length > 3, 'index.html names its runtime chunks');
    for (const src of chunks) {
      const js = read(src);
      assert.ok(js.startsWith('//# allFunctionsCalledOnLoad\n'), src);
      assert.equal(count(js, 'allFunctionsCalledOnLoad'), 1, src);
    }
  });

  if (hydration === 'intent') {
    // The maintainers' check of every optimisation's shape: a Next whose output no longer
    // has one still builds (with a warning), and fails here.
    it('every page starts the runtime through the loader, with its payload and warm-up', () => {
      for (const file of pageFiles) {
        const html = read(file);
        assert.match(
          html,
          /<script data-scripts="[^"]+" data-payload="[^"]+" data-warm="[^"]+">/,
          file,
        );
        assert.doesNotMatch(html, /<script src="[^"]+" async=""><\/script>/, file);
      }
    });

    it("leave the Flight payload out of each page; the loader fetches the route's copy", () => {
      for (const [file, payloadUrl] of /** @type {const} */ ([
        ['index.html', '/index.txt'],
        ['details/index.html', '/details/index.txt'],
        ['404.html', '/_not-found/index.txt'],
      ])) {
        const html = read(file);
        assert.doesNotMatch(
          html,
          /self\.__next_f\.push\(\[1,/,
          `${file} still inlines its payload`,
        );
        assert.match(html, new RegExp(`<script data-scripts="[^"]+" data-payload="${payloadUrl}"`));
        // The payload React hydrates from names what the page shows.
        assert.ok(
          read(payloadUrl.slice(1)).includes(file === '404.html' ? 'Not Found' : brand.name),
        );
      }
    });
  } else {
    it("every page keeps Next's own script tags and inline payload, and no loader", () => {
      for (const file of samplePages) {
        const html = read(file);
        assert.match(html, /<script src="[^"]+" async=""><\/script>/, file);
        assert.match(html, /self\.__next_f\.push\(\[1,/, file);
        assert.doesNotMatch(html, /data-scripts=/, file);
      }
    });
  }
});
