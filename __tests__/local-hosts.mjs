// The two servers a node --test file can run itself on a build folder: the preview server
// (tools/serve.mjs) and Debian's nginx with the shipped server block (tools/serve-nginx.mjs),
// each on a free loopback port; the caller stops them (`stop`) after its tests.
import { createServer } from '../tools/serve.mjs';
import { nginxLeftOut } from '../tools/nginx-binary.mjs';
import { startNginx } from '../tools/serve-nginx.mjs';
import { scratchDir } from './scratch.mjs';

/** @typedef {{ name: 'preview' | 'nginx', url: string, stop: () => void }} LocalHost */

/**
 * Both hosts serving `dir` (no base path), in that order; the preview server alone where
 * npm test leaves nginx out (nginxLeftOut).
 * @param {string} dir an absolute path
 * @returns {Promise<LocalHost[]>}
 */
export async function localHosts(dir) {
  const preview = createServer({ dir, basePath: '' });
  await new Promise((resolve) => preview.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (preview.address());
  const local = {
    name: /** @type {const} */ ('preview'),
    url: `http://127.0.0.1:${port}/`,
    stop: () => preview.close(),
  };
  if (nginxLeftOut()) return [local];
  const nginx = await startNginx({
    dir,
    basePath: '',
    host: '127.0.0.1',
    port: 0,
    prefix: scratchDir('nginx-'),
  });
  /** @type {LocalHost[]} */
  const hosts = [local, { name: 'nginx', url: nginx.url, stop: nginx.stop }];
  return hosts;
}
