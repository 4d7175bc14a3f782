// The root's route files for the studio's pages (data/content/pages/): a page.tsx per
// English address, in a folder of that name under PAGE_ROUTES_DIR. A static export takes no
// dynamic segment beside app/[locale]/ at the root, so each English page is a static route
// of its own; the other languages share app/[locale]/[page]/. Written by the build's first
// step (scripts/deploy-inputs.mjs) from the checked content, the folder cleared first so a
// removed or renamed page leaves no route behind; a page the editors add needs no code.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export const PAGE_ROUTES_DIR = 'app/(root)/(pages)';

/**
 * The search page's two route files, written only when the brand turns search on
 * (data/brand.json `search`): with it off, no /search/ page is built at all.
 */
export const SEARCH_ROUTES = {
  'app/(root)/search/page.tsx': `// Written by scripts/page-routes.mjs when data/brand.json turns search on: do not edit.
import { SearchScreen } from '@/components/screens/search-screen';
import { rootPage } from '@/lib/locale-page';
import { searchMetadata } from '@/lib/screen-metadata';

export const metadata = searchMetadata('en');

export default rootPage(SearchScreen);
`,
  'app/[locale]/search/page.tsx': `// Written by scripts/page-routes.mjs when data/brand.json turns search on: do not edit.
import { SearchScreen } from '@/components/screens/search-screen';
import { localeOf, localePage, type LocaleParams } from '@/lib/locale-page';
import { searchMetadata } from '@/lib/screen-metadata';

export const generateMetadata = async ({ params }: LocaleParams) =>
  searchMetadata(await localeOf(params));

export default localePage(SearchScreen);
`,
};

/**
 * Writes the search page's routes when search is on, removes them when it is off.
 * @param {string} root @param {boolean} on
 */
export function writeSearchRoutes(root, on) {
  for (const [file, text] of Object.entries(SEARCH_ROUTES)) {
    const full = path.join(root, file);
    rmSync(path.dirname(full), { recursive: true, force: true });
    if (!on) continue;
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
}

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
 * Writes the root's page routes for the English pages, and no other: a route no page has is
 * removed, a new or changed one written, the others left as they are. The folder itself is
 * never removed and made again, so a running `next dev` (under `npm run cms`, which writes
 * the routes after each save) keeps watching it and serves a page added or moved at once.
 * Returns whether anything changed.
 * @param {string} root @param {readonly { slug: string, path: string }[]} pages
 */
export function writePageRoutes(root, pages) {
  const dir = path.join(root, PAGE_ROUTES_DIR);
  const wanted = new Map(
    pages.map(({ slug, path: route }) => [
      path.join(route.slice(1, -1), 'page.tsx'),
      routeFile(slug),
    ]),
  );
  mkdirSync(dir, { recursive: true });
  let changed = false;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dir, name);
    if (!existsSync(full) || !statSync(full).isFile() || wanted.has(name)) continue;
    rmSync(full);
    changed = true;
  }
  // Folders left empty (a page removed or moved), deepest first.
  const folders = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(path.join(dir, name)).isDirectory())
    .sort((a, b) => b.length - a.length);
  for (const name of folders) {
    if (readdirSync(path.join(dir, name)).length === 0)
      rmSync(path.join(dir, name), { recursive: true });
  }
  for (const [name, text] of wanted) {
    const full = path.join(dir, name);
    if (existsSync(full) && readFileSync(full, 'utf8') === text) continue;
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    changed = true;
  }
  return changed;
}
