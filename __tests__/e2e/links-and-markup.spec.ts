import { LinkChecker } from 'linkinator';
import { allPages, expect, httpTest, test } from './fixtures';

// Runs once, in the desktop project (html-validate reads out/ in node: out/markup.test.mjs).
test.describe('links and markup', () => {
  // A crawl over HTTP (linkinator): no page is opened for it.
  httpTest(
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
});
