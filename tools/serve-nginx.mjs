// `node tools/serve-nginx.mjs`: the current build served by Debian's nginx with the shipped
// deploy/nginx.conf, as production would serve it. nginx runs as an ordinary process
// with its own prefix in .nginx/ (config, logs, temp files, pid), never as the system
// service, on PORT/HOST like `npm run serve`, under BASE_PATH when set. Only the
// `listen` and `root` lines of the shipped server block are replaced.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readHeaderRules } from './hosts/headers-file.mjs';
import { nginxInclude, nginxMaps } from './hosts/nginx-include.mjs';
import { readHostAddresses } from '../scripts/addresses.mjs';
import { answersAsTheSite, runHost, waitForPort } from './hosts/run-host.mjs';
import { publish } from './publish.mjs';
import { freePort } from './hosts/ports.mjs';
import { nginxBinary } from './nginx-binary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
// Debian's libnginx-mod-http-brotli-filter: brotli per request, for files without a copy.
const BROTLI_FILTER = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/**
 * Writes the prefix: main config, the shipped server block, the generated include.
 * @param {{ prefix: string, dir: string, basePath: string, host: string, port: number }} options
 */
export function writePrefix({ prefix, dir, basePath, host, port }) {
  rmSync(prefix, { recursive: true, force: true });
  for (const sub of ['conf/lumenrift', 'logs', 'temp'])
    mkdirSync(path.join(prefix, sub), { recursive: true });
  // Under a base path the files must sit at <root><BASE_PATH>/, as on a real server.
  const docroot = basePath ? publish({ from: dir, to: path.join(prefix, 'html'), basePath }) : dir;
  const listen = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
  const shipped = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  const server = shipped
    .replace(/^\s*listen \[::\]:\d+;\n/m, '')
    .replace(/^(\s*)listen \d+;/m, `$1listen ${listen};`)
    .replace(/^(\s*)root [^;]+;/m, `$1root ${docroot};`);
  writeFileSync(path.join(prefix, 'conf', 'site.conf'), server);
  writeFileSync(
    path.join(prefix, 'conf', 'lumenrift', 'site.conf'),
    nginxInclude(readHeaderRules(dir), basePath),
  );
  for (const [name, text] of Object.entries(nginxMaps(readHostAddresses(dir), basePath))) {
    writeFileSync(path.join(prefix, 'conf', 'lumenrift', name), text);
  }
  const brotli = existsSync(BROTLI);
  const filter = brotli && existsSync(BROTLI_FILTER);
  if (brotli)
    writeFileSync(
      path.join(prefix, 'conf', 'lumenrift', 'brotli.conf'),
      filter
        ? 'brotli_static on;\nbrotli on;\nbrotli_comp_level 5;\nbrotli_min_length 1024;\nbrotli_types text/css text/plain text/xml application/javascript application/json application/manifest+json image/svg+xml application/xml application/rss+xml application/atom+xml application/feed+json;\n'
        : 'brotli_static on;\n',
    );
  const temp = (/** @type {string} */ name) =>
    `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  writeFileSync(
    path.join(prefix, 'conf', 'nginx.conf'),
    [
      brotli ? `load_module ${BROTLI};` : '',
      filter ? `load_module ${BROTLI_FILTER};` : '',
      // Started as root, nginx runs its workers as nobody, who cannot read a checkout in a
      // private directory (mktemp -d makes them 0700): a local server keeps the user it has.
      process.getuid?.() === 0 ? 'user root root;' : '',
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'logs', 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      '  sendfile on;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      '  include site.conf;',
      '}',
      '',
    ].join('\n'),
  );
}

/**
 * Starts nginx; resolves { url, stop } once it accepts connections.
 * @param {{ dir: string, basePath: string, host: string, port: number, prefix: string }} options
 */
export async function startNginx({ dir, basePath, host, port, prefix }) {
  const binary = nginxBinary();
  const chosen = port === 0 ? await freePort(host) : port;
  writePrefix({ prefix, dir, basePath, host, port: chosen });
  const conf = path.join(prefix, 'conf', 'nginx.conf');
  const args = ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'logs', 'error.log')];
  const child = spawn(binary, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  /** @type {Promise<never>} */
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) =>
      reject(
        new Error(`nginx exited with ${code}: see ${path.relative(root, prefix)}/logs/error.log`),
      ),
    ),
  );
  await waitForPort(chosen, host, exited);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${chosen}${basePath}/`;
  await answersAsTheSite(url, exited, () => child.kill('SIGQUIT'));
  return {
    url,
    stop: () => child.kill('SIGQUIT'),
    child,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runHost('serve:nginx', 'nginx (deploy/nginx.conf)', (options) =>
    startNginx({
      ...options,
      // One prefix per build served (out/, .out-eager/, …): several run side by side.
      prefix: path.join(root, '.nginx', path.basename(options.dir).replace(/^\./, '')),
    }),
  );
}
