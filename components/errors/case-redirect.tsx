import { runCaseRedirect } from '@/lib/case-redirect';
import { inlineScript } from '@/lib/inline-script';
import { routes } from '@/lib/paths';
import { basePath } from '@/lib/site-url';

/**
 * The 404 page's case redirect (lib/case-redirect.ts) as its own small inline script,
 * hashed into the page's policy like every other, in either hydration mode.
 */
export function CaseRedirect() {
  return (
    <script dangerouslySetInnerHTML={{ __html: inlineScript(runCaseRedirect, routes, basePath) }} />
  );
}
