// The site's routes for the scripts and the checks over out/: lib/route-list.json, the
// one list the app (lib/paths.ts) and the browser suite read too.
import { readFileSync } from 'node:fs';

/** [{ path: '/browse/', name: 'Browse' }, …], in the trailing-slash form the export writes. */
export const routeList = JSON.parse(
  readFileSync(new URL('../lib/route-list.json', import.meta.url), 'utf8'),
);

/** The exported file of a route: '/browse/' → 'browse/index.html'. */
export const fileOf = (route) => `${route.slice(1)}index.html`;
