import { routes } from '@/lib/paths';
import { basePath } from '@/lib/site-url';

/**
 * Static hosts match paths case-sensitively, so `/Streams` lands on the 404 page. This
 * lists the routes for the inline start-up script (scripts/postbuild/hydrate-on-intent.js),
 * which sends a visitor whose URL names one in another case on to it before any of the
 * framework loads.
 */
export function CaseRedirect() {
  return <span hidden data-case-routes={routes.join(' ')} data-base={basePath} />;
}
