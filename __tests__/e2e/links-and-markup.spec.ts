import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { LinkChecker } from 'linkinator';
import { allPages, expect, test } from './fixtures';
import { outOf } from './hosts';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    // lstat: a symlink (the server spec plants some) is never followed out of out/.
    if (lstatSync(full).isDirectory()) return name === '_next' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

// Runs once, in the desktop project.
test.describe('links and markup', () => {
  test(
    'every internal link and asset in the served site resolves',
    { tag: ['@base-path', '@scripts'] },
    async ({ baseURL, basePath }) => {
      // Canonical, Open Graph and JSON-LD URLs name the production site (SITE_URL, as
      // the build read it), not this server: the home page's canonical says which.
      const home = await (await fetch(`${baseURL}/`)).text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
      expect(canonical, 'the home page names its canonical URL').toBeTruthy();
      // Every other origin is external and not fetched: the production site's URLs, and the
      // stores a game page links to (.example domains in the sample; this machine reaches none).
      const served = new URL(baseURL!).host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const result = await new LinkChecker().check({
        path: `${baseURL}/`,
        recurse: true,
        concurrency: 8,
        linksToSkip: [`^${new URL(canonical!).origin}`, `^https?://(?!${served}(/|$))`],
      });
      const broken = result.links
        .filter((link) => link.state === 'BROKEN')
        .map((link) => `${link.status} ${link.url}`);
      expect(broken).toEqual([]);
      const skipped = result.links.filter((link) => link.state === 'SKIPPED');
      expect(skipped.some((link) => new URL(link.url).hostname === 'steam.example')).toBe(true);
      // It crawled the whole site, not just the front page.
      const pages = new Set(result.links.map((link) => new URL(link.url).pathname));
      for (const route of allPages) {
        expect(pages).toContain(`${basePath}${route.path}`);
      }
    },
  );

  test('every exported HTML page passes html-validate (.htmlvalidate.mjs)', async ({ variant }) => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const files = htmlFiles(outOf(variant));
    expect(files.length).toBeGreaterThanOrEqual(6);
    const errors: string[] = [];
    for (const file of files) {
      const report = await validator.validateFile(file);
      for (const result of report.results) {
        for (const message of result.messages)
          errors.push(`${file}: ${message.ruleId} ${message.message} (${message.selector})`);
      }
    }
    expect(errors).toEqual([]);
  });
});
