// The editors' sign-in for a Git host other than Netlify's: a Cloudflare Worker that does
// GitHub's OAuth web flow for the admin (docs/deploy.md, "The editors' admin"). Decap opens
// <worker>/auth in a pop-up; the worker sends the editor to GitHub with a state cookie, takes
// the code GitHub returns to /callback, trades it for a token with the app's secret, and
// hands the token to the admin's window by Decap's postMessage handshake, to the admin's
// origin only. The secret never reaches a browser.
// Settings (wrangler secrets and vars): GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, ADMIN_ORIGIN
// (the site's origin, like https://portal.example.com).

/**
 * @typedef {{ GITHUB_CLIENT_ID: string, GITHUB_CLIENT_SECRET: string, ADMIN_ORIGIN: string }} Env
 */

const STATE_COOKIE = 'cms_oauth_state';

/** @param {string} text @param {number} status */
const plain = (text, status) =>
  new Response(`${text}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * The pop-up's last page: it tells the admin (and only the admin's origin) the outcome.
 * @param {Env} env @param {string} message `success:{"token":…}` or `error:{…}`
 */
function handOver(env, message) {
  // JSON in a script: every `<` escaped, so no text of GitHub's ends the script early.
  const data = JSON.stringify({ origin: env.ADMIN_ORIGIN, message }).replace(/</g, '\\u003c');
  const script = `const { origin, message } = ${data};
window.addEventListener('message', (event) => {
  if (event.origin !== origin) return;
  window.opener.postMessage('authorization:github:' + message, origin);
  window.close();
}, { once: true });
window.opener.postMessage('authorizing:github', origin);`;
  return new Response(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Signing in</title><p>Signing in…</p><script>${script}</script></html>`,
    {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        // Its one inline script: the page holds nothing else and loads nothing.
        'Content-Security-Policy': "default-src 'none'; script-src 'unsafe-inline'",
        'Set-Cookie': `${STATE_COOKIE}=; Path=/callback; HttpOnly; Secure; SameSite=Lax; Max-Age=0`,
      },
    },
  );
}

const worker = {
  /** @param {Request} request @param {Env} env */
  async fetch(request, env) {
    const url = new URL(request.url);
    if (request.method !== 'GET') return plain('Method Not Allowed', 405);
    if (url.pathname === '/auth') {
      if (url.searchParams.get('provider') !== 'github') return plain('Unknown provider', 400);
      const state = crypto.randomUUID();
      const authorize = new URL('https://github.com/login/oauth/authorize');
      authorize.searchParams.set('client_id', env.GITHUB_CLIENT_ID);
      authorize.searchParams.set('redirect_uri', `${url.origin}/callback`);
      authorize.searchParams.set('scope', url.searchParams.get('scope') || 'repo');
      authorize.searchParams.set('state', state);
      return new Response(null, {
        status: 302,
        headers: {
          Location: authorize.toString(),
          'Set-Cookie': `${STATE_COOKIE}=${state}; Path=/callback; HttpOnly; Secure; SameSite=Lax; Max-Age=600`,
        },
      });
    }
    if (url.pathname === '/callback') {
      const cookie = (request.headers.get('Cookie') ?? '')
        .split(';')
        .map((part) => part.trim().split('='))
        .find(([name]) => name === STATE_COOKIE)?.[1];
      const state = url.searchParams.get('state');
      const code = url.searchParams.get('code');
      if (!code || !state || state !== cookie) return plain('Sign-in expired: start again', 400);
      const answer = await fetch('https://github.com/login/oauth/access_token', {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          client_id: env.GITHUB_CLIENT_ID,
          client_secret: env.GITHUB_CLIENT_SECRET,
          code,
        }),
      });
      /** @type {{ access_token?: string, error?: string }} */
      const result = answer.ok
        ? await answer.json()
        : { error: `GitHub answered ${answer.status}` };
      return result.access_token
        ? handOver(
            env,
            `success:${JSON.stringify({ token: result.access_token, provider: 'github' })}`,
          )
        : handOver(env, `error:${JSON.stringify({ message: result.error ?? 'no token' })}`);
    }
    return plain('Not Found', 404);
  },
};

export default worker;
