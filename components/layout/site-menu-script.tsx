import { inlineScript } from '@/lib/inline-script';
import { runSiteMenu } from '@/lib/site-menu';

/**
 * The phone menu's behaviour as an inline script right after the header (lib/site-menu.ts):
 * it runs as soon as the header is parsed, whether or not Next's runtime has started.
 * The build hashes it into each page's Content-Security-Policy like every inline script.
 */
export function SiteMenuScript() {
  return <script dangerouslySetInnerHTML={{ __html: inlineScript(runSiteMenu) }} />;
}
