// The host's floor: a page of under one kilobyte with no stylesheet, script, font or
// picture, measured beside the site under every Lighthouse preset. What Lighthouse reads
// for it (TBT, the longest task after first paint) is Chromium's own navigation work and
// this host's scheduling, not a page's: a figure the floor page itself reaches cannot be
// beaten by any page on this host, so the bench prints it beside the budgets it bounds.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Valid, labelled and described, so Lighthouse's other categories have nothing to flag;
// the empty data: icon keeps the browser from asking for /favicon.ico (a 404 it would log).
export const floorPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor page</title>
<link rel="icon" href="data:,">
<meta name="description" content="The bench's reference page: what this host reads for a page with no work of its own.">
</head>
<body>
<main>
<h1>Floor page</h1>
<p>One heading and one paragraph: no stylesheet, script, font or picture. What Lighthouse measures here is the browser's own work and the host's scheduling.</p>
</main>
</body>
</html>
`;

/** Writes the floor page into a fresh temporary folder (served as its own site) and returns it. */
export function writeFloorSite() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  writeFileSync(path.join(dir, 'index.html'), floorPage);
  return dir;
}
