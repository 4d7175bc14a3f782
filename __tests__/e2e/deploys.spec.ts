import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, hydrated, test } from './fixtures';
import { scratchDir } from '../scratch.mjs';
import { EDITED } from '../../tools/embargo.mjs';
import { outOf } from './hosts';

// A deploy after a content edit, met by a tab opened on the deploy before it: the build id is
// the runtime's, not the content's (scripts/build-id.mjs), so the tab's runtime takes the new
// pages' payloads and follows a link by client navigation, no reload, no console error. The
// server serves the `edited` variant's folder; the test puts the first deploy (the lean set)
// there, opens a page, then deploys the edited build over it as a host would.
const served = outOf('edited');

/** Replaces what `dir` holds with what `from` holds, as a deploy does. */
function deploy(from: string, dir: string) {
  for (const name of readdirSync(dir)) rmSync(path.join(dir, name), { recursive: true });
  cpSync(from, dir, { recursive: true });
}

test('a tab open on the previous deploy follows a link to an edited page, by client navigation', async ({
  page,
}) => {
  const edited = path.join(scratchDir('deploy-edited-'), 'out');
  cpSync(served, edited, { recursive: true });
  try {
    deploy(outOf('lean'), served);
    await page.goto('/');
    await hydrated(page);
    // Kept by a client navigation, lost by a reload.
    await page.evaluate(() => Object.assign(window, { openSinceFirstDeploy: true }));
    deploy(edited, served);
    await page
      .getByRole('link', { name: /Neon Vanguard/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/games/${EDITED.game}/$`));
    await expect(page.getByText(EDITED.sentence)).toBeVisible();
    expect(await page.evaluate(() => 'openSinceFirstDeploy' in window)).toBe(true);
  } finally {
    deploy(edited, served);
  }
});
