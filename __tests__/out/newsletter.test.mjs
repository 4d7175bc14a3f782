// The newsletter over out/ (issue 90 item 3): with the sample's brand, a sign-up form on the
// home page, each game page and the news index in every language, posting to the provider
// with its field names, its consent and confirmation lines and a link to the privacy page,
// the studio's channels beside it; no other page has it. Each form's page allows the
// provider in form-action, meta and header alike; every other page's policy is as it is with
// no newsletter set (formSources reads the page alone, and nothing of the provider is on
// it; the reproducible pair builds the lean set without it and finds every other page byte
// for byte: build/reproducible.build.mjs), and the rules pages share leave form-action to
// each page. The browser's side is e2e/newsletter.spec.ts.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readContent } from '../../scripts/content.mjs';
import { checkBrand } from '../../lib/brand/brand.mjs';
import { localisedPath, locales } from '../../lib/core/locales.mjs';
import { fileOf, gamePath, newsListPath } from '../../lib/core/routes.mjs';
import { format } from '../../lib/core/template.mjs';
import {
  cspDirectives,
  formSources,
  newsletterTarget,
  policyFor,
} from '../../scripts/security.mjs';
import { attr, decode, htmlPages, out, readOut } from './read-out.mjs';

const brand = checkBrand(JSON.parse(readFileSync('data/brand.json', 'utf8')));
const { content, byLanguage } = readContent();
const newsletter = brand.newsletter;
const provider = newsletter && 'action' in newsletter ? new URL(newsletter.action).origin : '';
const headers = readOut('_headers');

/** The pages the sign-up is on, in a language. @param {string} code */
const signUpPages = (code) => [
  localisedPath('/', code),
  localisedPath(newsListPath(undefined), code),
  ...content.catalogue
    .filter((game) => game.page === 'own')
    .map((game) => localisedPath(gamePath(game.slug), code)),
];

/** A tag's attributes, decoded, whatever their order. @param {string} text */
const attributesOf = (text) =>
  /** @type {Record<string, string>} */ (
    Object.fromEntries(
      [...text.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1], decode(match[2] ?? '')]),
    )
  );

/** The header rule _headers gives a route: its own, or none (a shared rule's pages). */
const ownRule = (/** @type {string} */ route) => {
  const start = headers.indexOf(`\n${route}\n`);
  if (start < 0) return undefined;
  return headers.slice(start + 1, headers.indexOf('\n\n', start + 1));
};

describe('the newsletter', () => {
  it('is set in the sample as a plain form to the provider', () => {
    assert.ok(newsletter && 'action' in newsletter, 'data/brand.json names a form');
    assert.equal(new URL(provider).protocol, 'https:');
  });
  if (!newsletter || !('action' in newsletter)) return;

  for (const { code } of locales) {
    const words = JSON.parse(readFileSync(`data/locales/${code}/messages.json`, 'utf8'));
    const privacy = byLanguage[code].pages.find((page) => page.slug === 'privacy');
    const socials = byLanguage[code].studio.studio.socials ?? [];

    it(`signs up from the home page, each game page and the news index, in ${code}`, () => {
      for (const route of signUpPages(code)) {
        const html = readOut(fileOf(route));
        const form = /<form [^>]*data-newsletter-form=""[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0];
        assert.ok(form, `${route}: a form`);
        /** @type {Record<string, string | undefined>[]} */
        const tags = [...form.matchAll(/<(form|input|label)\b([^>]*)>/g)].map((match) => ({
          tag: match[1],
          ...attributesOf(match[2] ?? ''),
        }));
        const [formTag] = tags;
        assert.equal(formTag?.method, 'post');
        assert.equal(formTag?.action, newsletter.action);
        // The e-mail field, labelled, the page's language and the provider's fixed fields.
        const emailName = newsletter.email;
        /** @type {Record<string, string | undefined>} */
        const field = tags.find(({ name }) => name === emailName) ?? {};
        assert.equal(field?.type, 'email');
        assert.equal(field?.required, '');
        assert.ok(
          tags.some((tag) => tag.tag === 'label' && tag.for === field?.id),
          route,
        );
        assert.ok(form.includes(`>${words.newsletter.email}</label>`), route);
        const hidden = Object.fromEntries(
          tags.filter((tag) => tag.type === 'hidden').map((tag) => [tag.name, tag.value]),
        );
        assert.deepEqual(hidden, {
          ...(newsletter.language ? { [newsletter.language]: code } : {}),
          ...newsletter.hidden,
        });
        const text = decode(html);
        assert.ok(
          text.includes(format(words.newsletter.consent, { company: brand.companyName })),
          `${route}: the consent line`,
        );
        assert.ok(text.includes(words.newsletter.confirm), `${route}: the confirmation mail`);
        assert.ok(privacy, `a privacy page in ${code}`);
        assert.ok(html.includes(`href="${localisedPath(privacy.path, code)}"`), route);
        for (const { link } of socials) assert.ok(html.includes(`href="${link}"`), link);
      }
    });
  }

  it('is on no other page', () => {
    const routes = new Set(locales.flatMap(({ code }) => signUpPages(code)));
    for (const file of htmlPages()) {
      const route = `/${file.replace(/index\.html$/, '')}`;
      const html = readOut(file);
      assert.equal(newsletterTarget(html) !== undefined, routes.has(route), route);
    }
  });

  it("lets each form's page post to the provider, meta and header alike", () => {
    for (const route of locales.flatMap(({ code }) => signUpPages(code))) {
      const html = readOut(fileOf(route));
      const meta = attr(html, '<meta http-equiv="Content-Security-Policy" content="([^"]*)"');
      assert.ok(
        meta.includes(`form-action ${provider};`) || meta.endsWith(`form-action ${provider}`),
      );
      const rule = ownRule(route);
      // A page with a rule of its own carries the same form-action there; a shared rule none.
      if (rule) assert.ok(rule.includes(`form-action ${provider}`), route);
    }
  });

  it('leaves every other policy as a page with no newsletter has it', () => {
    const routes = new Set(locales.flatMap(({ code }) => signUpPages(code)));
    for (const file of htmlPages()) {
      const route = `/${file.replace(/index\.html$/, '')}`;
      if (routes.has(route)) continue;
      const html = readOut(file);
      // Nothing of the provider's on the page, in its flight data or its host rule.
      assert.ok(!html.includes(provider), route);
      const flight = path.join(out, file.replace(/\.html$/, '.txt'));
      if (existsSync(flight)) assert.ok(!readFileSync(flight, 'utf8').includes(provider), route);
      assert.ok(!(ownRule(route) ?? '').includes(provider), route);
      // Its forms' sources are what they are with no newsletter: the policy reads the page.
      assert.deepEqual(formSources(html), cspDirectives['form-action'], route);
      const meta = attr(html, '<meta http-equiv="Content-Security-Policy" content="([^"]*)"');
      assert.equal(
        meta,
        policyFor(html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')),
        route,
      );
    }
    // The rules pages share hold no form-action: each page's meta says it.
    const shared = [
      ...headers.matchAll(/\n(\/[^\n]*\/\*)\n {2}Content-Security-Policy: ([^\n]*)/g),
    ];
    assert.ok(shared.length > 0, 'rules pages share');
    for (const [, route, policy] of shared) assert.ok(!policy?.includes('form-action'), route);
  });
});
