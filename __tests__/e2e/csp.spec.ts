import { allPages, expect, test, translatedPages } from './fixtures';

// Every test in the suite fails on a CSP violation (the watch fixture listens for
// securitypolicyviolation events and console errors), so the page loads, client
// navigations and menu use of the other specs all run under the policy. Here: the
// policy is really there, in the page and in the headers.
test.describe('strict Content-Security-Policy', () => {
  test(
    'every route carries its hashed policy in a meta and frame-ancestors in a header',
    { tag: ['@base-path', '@scripts'] },
    async ({ page }) => {
      for (const route of [...allPages, ...translatedPages]) {
        const response = await page.goto(route.path);
        expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
        const policy = await page
          .locator('meta[http-equiv="Content-Security-Policy"]')
          .getAttribute('content');
        expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
        expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      }
    },
  );
});
