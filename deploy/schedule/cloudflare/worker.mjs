// A Cloudflare Worker whose cron trigger (wrangler.toml: every minute) calls the Pages deploy
// hook when something is due (docs/deploy.md, "Rebuilt when the time comes"). It cannot read
// the repository, so it is deployed with the instants ahead as they were when the content
// last changed: `UPCOMING`, comma-separated, as `node scripts/due.mjs --upcoming` prints them
// (a variable of the Worker, never a file of the site). `DEPLOY_HOOK_URL` is a secret.

/** The cron's interval: an instant is due on the one tick after it. */
export const TICK_MS = 60_000;

/**
 * The instants among `upcoming` that fell in the tick ending at `at`.
 * @param {string} upcoming @param {number} at
 */
export function dueAt(upcoming, at) {
  return upcoming
    .split(',')
    .map((text) => Date.parse(text.trim()))
    .filter((instant) => instant <= at && instant > at - TICK_MS);
}

const worker = {
  /**
   * @param {{ scheduledTime: number }} controller
   * @param {{ UPCOMING?: string, DEPLOY_HOOK_URL: string }} env
   * @param {{ waitUntil: (promise: Promise<unknown>) => void }} context
   */
  async scheduled(controller, env, context) {
    if (dueAt(env.UPCOMING ?? '', controller.scheduledTime).length === 0) return;
    context.waitUntil(
      fetch(env.DEPLOY_HOOK_URL, { method: 'POST' }).then((response) => {
        if (!response.ok) throw new Error(`the deploy hook answered ${response.status}`);
      }),
    );
  },
};

export default worker;
