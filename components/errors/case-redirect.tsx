import { runCaseRedirect } from '@/lib/case-redirect';
import { inlineScript } from '@/lib/inline-script';
import { redirectRoutes } from '@/data/catalogue';
import { basePath } from '@/lib/core/site-url';

/**
 * The 404 page's case redirect (lib/case-redirect.ts) as its own small inline script,
 * hashed into the page's policy like every other, in either hydration mode. It knows every
 * screen and catalogue page in every language: /DE/Browse reaches /de/browse/.
 */
export function CaseRedirect() {
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: inlineScript(runCaseRedirect, redirectRoutes, basePath),
      }}
    />
  );
}
