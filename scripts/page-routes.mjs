// The root's route files for the studio's pages (data/content/pages/): a page.tsx per
// English address, in a folder of that name under PAGE_ROUTES_DIR. A static export takes no
// dynamic segment beside app/[locale]/ at the root, so each English page is a static route
// of its own; the other languages share app/[locale]/[page]/. Written by the build's first
// step (scripts/deploy-inputs.mjs) from the checked content, the folder cleared first so a
// removed or renamed page leaves no route behind; a page the editors add needs no code.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const PAGE_ROUTES_DIR = 'app/(root)/(pages)';

/**
 * A root page's route file: its slug names the page, whatever its address.
 * @param {string} slug
 */
export const routeFile = (
  slug,
) => `// Written by scripts/page-routes.mjs from data/content/pages/${slug}/: do not edit.
import { StudioPageScreen } from '@/components/screens/studio-page-screen';
import { rootStudioPage, rootStudioPageMetadata } from '@/lib/studio-page';

export const generateMetadata = rootStudioPageMetadata(${JSON.stringify(slug)});

export default rootStudioPage(StudioPageScreen, ${JSON.stringify(slug)});
`;

/**
 * Writes the root's page routes for the English pages, and no other.
 * @param {string} root @param {readonly { slug: string, path: string }[]} pages
 */
export function writePageRoutes(root, pages) {
  const dir = path.join(root, PAGE_ROUTES_DIR);
  rmSync(dir, { recursive: true, force: true });
  for (const { slug, path: route } of pages) {
    const folder = path.join(dir, route.slice(1, -1));
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'page.tsx'), routeFile(slug));
  }
}
