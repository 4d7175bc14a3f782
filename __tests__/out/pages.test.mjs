// The studio's pages over out/, in every language: each at its address in that language
// (/de/impressum/ beside /imprint/), its title and description, hreflang pairing the
// different addresses, WebPage (AboutPage) and BreadcrumbList JSON-LD, a JobPosting with
// Google's required and recommended properties for each open position, the policy hashing
// every inline script, nothing asked of another origin, its links resolving; every page's
// footer linking the legal pages in its own language; the sitemap listing them.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readContent } from '../../scripts/content.mjs';
import { parseSiteUrl } from '../../scripts/deploy-inputs.mjs';
import { inlineScripts, sha256 } from '../../scripts/security.mjs';
import { readBrand } from '../../lib/brand/brand.mjs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import { fileOf } from '../../lib/core/routes.mjs';
import { format } from '../../lib/core/messages.mjs';
import { alternatesOf, decode, out, readOut } from './read-out.mjs';

const siteUrl = parseSiteUrl();
const { byLanguage } = readContent();
const brand = readBrand(readOut('../data/brand.json'));
const names = { company: brand.companyName, site: brand.name };

/** The page's JSON-LD blocks, parsed. @param {string} html */
const jsonLd = (html) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => /** @type {Record<string, any>} */ (JSON.parse(m[1] ?? 'null')),
  );
const meta = (/** @type {string} */ html, /** @type {string} */ key) =>
  decode(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '');

/**
 * A page's address in a language, with its prefix.
 * @param {{ path: string, paths: Record<string, string> }} page @param {string} code
 */
const addressIn = (page, code) => localisedPath(page.paths[code] ?? page.path, code);

/** Every page of the export, as its route: '/', '/de/impressum/', … */
function exportedRoutes(dir = out, prefix = '/') {
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name === 'admin') continue;
    const route = `${prefix}${entry.name}/`;
    if (existsSync(path.join(dir, entry.name, 'index.html'))) found.push(route);
    found.push(...exportedRoutes(path.join(dir, entry.name), route));
  }
  return found;
}

describe("the studio's pages", () => {
  for (const { code } of locales) {
    for (const page of byLanguage[code].pages) {
      const route = localisedPath(page.path, code);
      const url = `${siteUrl}${route}`;
      describe(route, () => {
        const html = readOut(fileOf(route));
        const blocks = jsonLd(html);

        it('has its own title and description, in its language', () => {
          const title = format(page.title, names);
          assert.match(html, new RegExp(`<html lang="${code}"`));
          assert.equal(
            decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
            `${title} · ${brand.name}`,
          );
          assert.ok(
            meta(html, 'description').startsWith(format(page.summary, names).slice(0, 100)),
          );
          assert.match(html, new RegExp(`<link rel="canonical" href="${url}"/>`));
          assert.ok(decode(html).includes(`>${title}</h1>`), 'its heading');
          assert.doesNotMatch(html, /\{company\}|\{site\}/, 'the brand names filled in');
        });

        it('pairs its address in every language, each page naming the others', () => {
          const expected = Object.fromEntries([
            ...locales.map((other) => [other.code, `${siteUrl}${addressIn(page, other.code)}`]),
            ['x-default', `${siteUrl}${page.paths.en}`],
          ]);
          assert.deepEqual(alternatesOf(html), expected);
          for (const other of locales) {
            const there = readOut(fileOf(addressIn(page, other.code)));
            assert.deepEqual(alternatesOf(there), expected, `${other.code} names the same`);
          }
          // The language switch leads to the same page in each language.
          for (const other of locales) {
            const href = addressIn(page, other.code);
            assert.ok(html.includes(`href="${href}" hrefLang="${other.code}"`), href);
          }
        });

        it('describes itself and its breadcrumb trail in JSON-LD', () => {
          const self = blocks.find(
            (b) => b['@type'] === (page.slug === 'about' ? 'AboutPage' : 'WebPage'),
          );
          assert.ok(self, 'WebPage');
          assert.equal(self.url, url);
          assert.equal(self.dateModified, page.modified);
          assert.equal(self.inLanguage, page.lang);
          const trail = blocks.find((b) => b['@type'] === 'BreadcrumbList');
          assert.equal(trail?.itemListElement.at(-1).item, url);
        });

        it('gives each open position a JobPosting with what Google requires and recommends', () => {
          const postings = blocks.filter((b) => b['@type'] === 'JobPosting');
          assert.equal(postings.length, page.positions.length);
          page.positions.forEach((position, index) => {
            const job = /** @type {Record<string, any>} */ (postings[index]);
            for (const key of [
              'title',
              'description',
              'datePosted',
              'validThrough',
              'hiringOrganization',
              'employmentType',
              'identifier',
              'directApply',
            ]) {
              assert.ok(job[key] !== undefined && job[key] !== '', `${position.title}: ${key}`);
            }
            assert.equal(job.datePosted, position.posted);
            assert.match(job.validThrough, new RegExp(`^${position.until}T`));
            assert.match(job.description, /^<p>/);
            assert.equal(job.hiringOrganization.name, brand.companyName);
            assert.ok(job.hiringOrganization.sameAs && job.hiringOrganization.logo);
            // An office, remote with the countries a hire may live in, or both.
            assert.ok(job.jobLocation || job.jobLocationType === 'TELECOMMUTE');
            if (job.jobLocation) {
              assert.equal(job.jobLocation['@type'], 'Place');
              assert.match(job.jobLocation.address.addressCountry, /^[A-Z]{2}$/);
              assert.ok(job.jobLocation.address.addressLocality);
            }
            if (job.jobLocationType) {
              assert.ok(job.applicantLocationRequirements.length > 0);
              for (const place of job.applicantLocationRequirements)
                assert.equal(place['@type'], 'Country');
            }
            if (position.salary) {
              assert.equal(job.baseSalary.value.minValue, position.salary.min);
              assert.equal(job.baseSalary.currency, position.salary.currency);
            }
            assert.ok(html.includes(`href="${position.applyUrl}"`), 'how to apply');
          });
          if (page.kind === 'careers' && page.positions.length === 0) {
            assert.doesNotMatch(html, /JobPosting/);
          }
        });

        it('hashes every inline script in its policy and asks nothing of another origin', () => {
          const policy =
            /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
          assert.ok(policy, 'a policy');
          assert.doesNotMatch(policy, /script-src[^;]*unsafe-inline/);
          for (const body of inlineScripts(html)) {
            assert.ok(policy.includes(`sha256-${sha256(body)}`), body.slice(0, 60));
          }
          assert.doesNotMatch(policy, /frame-src/);
          for (const [, value] of html.matchAll(
            /<(?:img|script|link|source|iframe)\b[^>]*?\s(?:src|srcSet|href)="([^"]+)"/g,
          )) {
            const first = (value ?? '').split(' ')[0] ?? '';
            if (first.startsWith(siteUrl)) continue;
            assert.ok(!/^(https?:)?\/\//.test(first), first);
          }
        });

        it('links only pages the export has', () => {
          const routes = new Set(['/', ...exportedRoutes()]);
          for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#]*)(?:#[^"]*)?"/g)) {
            assert.ok(
              routes.has(href ?? '') || existsSync(path.join(out, href ?? '')),
              `${route} links ${href}`,
            );
          }
          for (const { id } of page.headings) assert.ok(html.includes(` id="${id}"`), `#${id}`);
        });
      });
    }
  }
});

describe('every page of a language', () => {
  it("links the legal pages in its own language, at that language's addresses", () => {
    for (const { code } of locales) {
      const legal = byLanguage[code].pages
        .filter((page) => page.footer?.group === 'legal')
        .map((page) => localisedPath(page.path, code));
      assert.ok(legal.length >= 4, `${code}: ${legal}`);
      const mine = exportedRoutes().filter((route) => {
        const first = route.split('/')[1];
        const prefixed = locales.some((other) => other.code === first);
        return code === 'en' ? !prefixed : first === code;
      });
      assert.ok(mine.length > 20, `${code}: ${mine.length} pages`);
      for (const route of mine) {
        const footer = /<footer[\s\S]*<\/footer>/.exec(readOut(fileOf(route)))?.[0] ?? '';
        for (const href of legal)
          assert.ok(footer.includes(`href="${href}"`), `${route} → ${href}`);
      }
    }
  });

  it('has each of them in the sitemap with its alternates', () => {
    const sitemap = readOut('sitemap.xml');
    for (const { code } of locales) {
      for (const page of byLanguage[code].pages) {
        const loc = `<loc>${siteUrl}${localisedPath(page.path, code)}</loc>`;
        const entry = sitemap.split('<url>').find((block) => block.includes(loc));
        assert.ok(entry, loc);
        for (const other of locales) {
          assert.ok(
            entry.includes(
              `hreflang="${other.code}" href="${siteUrl}${addressIn(page, other.code)}"`,
            ),
            `${loc}: ${other.code}`,
          );
        }
      }
    }
  });
});
