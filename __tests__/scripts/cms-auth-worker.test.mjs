// The editors' sign-in worker (deploy/cms-auth-worker.mjs), run as Cloudflare runs it: its
// fetch handler given requests, GitHub's token endpoint answered by a stand-in.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import worker from '../../deploy/cms-auth-worker.mjs';

const env = {
  GITHUB_CLIENT_ID: 'client-1',
  GITHUB_CLIENT_SECRET: 'secret-1',
  ADMIN_ORIGIN: 'https://portal.example.com',
};
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** @param {string} path @param {Record<string, string>} [headers] */
const get = (path, headers = {}) =>
  worker.fetch(new Request(`https://auth.example.com${path}`, { headers }), env);

describe('the sign-in worker', () => {
  it('sends the editor to GitHub with its client id, a callback and a state cookie', async () => {
    const answer = await get('/auth?provider=github&site_id=portal.example.com&scope=repo');
    assert.equal(answer.status, 302);
    const location = new URL(answer.headers.get('Location') ?? '');
    assert.equal(location.origin + location.pathname, 'https://github.com/login/oauth/authorize');
    assert.equal(location.searchParams.get('client_id'), 'client-1');
    assert.equal(location.searchParams.get('redirect_uri'), 'https://auth.example.com/callback');
    const state = location.searchParams.get('state') ?? '';
    assert.match(state, /^[0-9a-f-]{36}$/);
    assert.match(
      answer.headers.get('Set-Cookie') ?? '',
      new RegExp(`^cms_oauth_state=${state}; .*HttpOnly; Secure`),
    );
    assert.equal((await get('/auth?provider=gitlab')).status, 400);
  });

  it('refuses a callback whose state is not the cookie it set, asking GitHub nothing', async () => {
    globalThis.fetch = () => assert.fail('no token request without a matching state');
    assert.equal(
      (await get('/callback?code=c&state=a', { Cookie: 'cms_oauth_state=b' })).status,
      400,
    );
    assert.equal((await get('/callback?code=c&state=a')).status, 400);
  });

  it("hands the token to the admin's origin only, by Decap's handshake, never the secret", async () => {
    /** @type {{ url: unknown, body: unknown } | undefined} */
    let sent;
    globalThis.fetch = async (url, init) => {
      sent = { url, body: JSON.parse(String(init?.body)) };
      return Response.json({ access_token: 'token-</script>-1' });
    };
    const answer = await get('/callback?code=c-1&state=s-1', {
      Cookie: 'x=1; cms_oauth_state=s-1',
    });
    assert.equal(sent?.url, 'https://github.com/login/oauth/access_token');
    assert.deepEqual(sent?.body, { client_id: 'client-1', client_secret: 'secret-1', code: 'c-1' });
    const page = await answer.text();
    assert.doesNotMatch(page, /secret-1/);
    assert.doesNotMatch(page, /token-<\/script>/, 'the token cannot end the script');
    assert.ok(page.includes('"origin":"https://portal.example.com"'));
    assert.ok(page.includes("window.opener.postMessage('authorizing:github', origin)"));
    assert.ok(page.includes('if (event.origin !== origin) return;'));
    assert.match(
      page,
      /success:\{\\"token\\":\\"token-\\u003c\/script>-1\\",\\"provider\\":\\"github\\"\}/,
    );
    assert.equal(answer.headers.get('Cache-Control'), 'no-store');
  });

  it("passes GitHub's refusal on as Decap's error message", async () => {
    globalThis.fetch = async () => Response.json({ error: 'bad_verification_code' });
    const page = await (
      await get('/callback?code=c&state=s', { Cookie: 'cms_oauth_state=s' })
    ).text();
    assert.ok(page.includes('error:{\\"message\\":\\"bad_verification_code\\"}'));
  });
});
