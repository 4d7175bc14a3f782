// The studio's pages over out/, in every language: each at its address in that language
// (/de/impressum/ beside /imprint/), its title and description, hreflang pairing the
// different addresses, WebPage (AboutPage) and BreadcrumbList JSON-LD, a JobPosting with
// Google's required and recommended properties for each open position, an anchor for each
// heading. Their policy, requests, links, the footer's legal pages on every page and the
// sitemap: every-page.test.mjs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readContent } from '../../scripts/content.mjs';
import { parseSiteUrl } from '../../scripts/deploy-inputs.mjs';
import { readBrand } from '../../lib/brand/brand.mjs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import { fileOf } from '../../lib/core/routes.mjs';
import { format } from '../../lib/core/messages.mjs';
import { alternatesOf, decode, htmlPages, jsonLd, meta, readOut } from './read-out.mjs';

const siteUrl = parseSiteUrl();
const { byLanguage } = readContent();
const brand = readBrand(readOut('../data/brand.json'));
const names = { company: brand.companyName, site: brand.name };

/**
 * A page's address in a language, with its prefix.
 * @param {{ path: string, paths: Record<string, string> }} page @param {string} code
 */
const addressIn = (page, code) => localisedPath(page.paths[code] ?? page.path, code);

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
          assert.equal(
            decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
            `${title} · ${brand.name}`,
          );
          assert.ok(
            meta(html, 'description').startsWith(format(page.summary, names).slice(0, 100)),
          );
          assert.ok(decode(html).includes(`>${title}</h1>`), 'its heading');
          assert.doesNotMatch(html, /\{company\}|\{site\}/, 'the brand names filled in');
        });

        it('pairs its address in every language, each page naming the others', () => {
          const expected = Object.fromEntries([
            ...locales.map((other) => [other.code, `${siteUrl}${addressIn(page, other.code)}`]),
            ['x-default', `${siteUrl}${page.paths.en}`],
          ]);
          // Each naming the others back, and the switch leading there: every-page.test.mjs.
          assert.deepEqual(alternatesOf(html), expected);
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

        it('has an anchor for each of its headings', () => {
          for (const { id } of page.headings) assert.ok(html.includes(` id="${id}"`), `#${id}`);
        });
      });
    }
  }
});

// Regulation (EU) 2024/3228 shut the EU's online dispute resolution platform on 20 July 2025
// and repealed the duty to link it; a link left standing can be challenged as misleading. The
// statement on consumer arbitration (§ 36 VSBG) stays (docs/content.md, "The studio's pages").
describe('the sample legal texts', () => {
  const pages = htmlPages();
  const platform =
    /ec\.europa\.eu\/consumers\/odr|resolving disputes online|Online-Streitbeilegung|オンライン紛争解決|منصة لتسوية النزاعات/i;

  it('name the dispute-resolution platform on no page, in any language', () => {
    assert.ok(pages.length > 200, `${pages.length} pages`);
    assert.deepEqual(
      pages.filter((page) => platform.test(readOut(page))),
      [],
    );
  });

  it('keep the consumer arbitration statement in every language', () => {
    for (const { code } of locales) {
      const imprint = byLanguage[code].pages.find((page) => page.slug === 'imprint');
      assert.ok(imprint, code);
      assert.match(
        readOut(fileOf(localisedPath(imprint.path, code))),
        /§ 36 VSBG|第36条|المادة 36/,
        code,
      );
    }
  });
});
