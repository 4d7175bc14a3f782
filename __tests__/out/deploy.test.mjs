// The deploy files: what the Dockerfile copies into the official nginx image is checked
// with the real nginx (`nginx -t`), laid out as that image lays it out (no brotli
// module, the server block verbatim in conf.d/). serve:nginx and the browser suite run
// the same server block live.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { screens as routeList } from '../../lib/core/routes.mjs';
import { nginxInclude } from '../../tools/hosts/nginx-include.mjs';
import { nginxBinary, nginxLeftOut } from '../../tools/nginx-binary.mjs';
import { scratchDir } from '../scratch.mjs';

const dockerfile = readFileSync('Dockerfile', 'utf8');

/** The include and maps as the Dockerfile's build stage writes them, for the build in out/. */
function writtenInclude() {
  const into = scratchDir('nginx-include-');
  execFileSync(process.execPath, ['tools/hosts/nginx-include.mjs', 'out', into], {
    env: { ...process.env, BASE_PATH: '' },
  });
  return into;
}
const printedInclude = () => readFileSync(path.join(writtenInclude(), 'site.conf'), 'utf8');

describe('Dockerfile and deploy/nginx.conf', () => {
  it('copies the server block, and the include it prints from the build', () => {
    const copied = [...dockerfile.matchAll(/^COPY (?:--from=build )?(\S+) (\S+)$/gm)].map((m) => [
      m[1],
      m[2],
    ]);
    assert.ok(copied.some(([from]) => from === 'deploy/nginx.conf'));
    assert.ok(readFileSync('deploy/nginx.conf', 'utf8').length > 0);
    // The build stage writes the include and maps from out/; nothing is generated in the tree.
    assert.match(dockerfile, /node tools\/hosts\/nginx-include\.mjs out \/lumenrift/);
    assert.ok(copied.some(([from, to]) => from === '/lumenrift' && to === '/etc/nginx/lumenrift'));
  });

  it("leaves every build and test folder out of the image's context", () => {
    // A local out/, cache or drawn art copied in would pass for the image's own build.
    const lines = (/** @type {string} */ file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('#'));
    const ignored = new Set(lines('.dockerignore'));
    // The same patterns, written as .dockerignore writes them: no anchoring slash, and a
    // bracket matched by a class of its own.
    const missing = lines('.gitignore')
      .map((line) =>
        line.replace(/^\//, '').replace(/\/$/, '').replace(/\\\[/g, '[[]').replace(/\\\]/g, ']'),
      )
      .filter((pattern) => !ignored.has(pattern));
    assert.deepEqual(missing, []);
    assert.ok(ignored.has('.git'));
  });

  it('passes nginx -t as the official image would load it', { skip: nginxLeftOut() }, () => {
    const prefix = scratchDir('nginx-image-');
    for (const dir of ['conf/conf.d', 'conf/lumenrift', 'logs', 'html'])
      mkdirSync(path.join(prefix, dir), { recursive: true });
    copyFileSync('deploy/nginx.conf', path.join(prefix, 'conf/conf.d/default.conf'));
    cpSync(writtenInclude(), path.join(prefix, 'conf/lumenrift'), { recursive: true });
    // The image's own nginx.conf, reduced to what matters here; its logs in the prefix, so
    // nginx -t runs as any user (the default access log is /var/log/nginx/, root's).
    writeFileSync(
      path.join(prefix, 'conf/nginx.conf'),
      `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log;\nevents {}\nhttp {\n  access_log ${prefix}/logs/access.log;\n  include /etc/nginx/mime.types;\n  include conf.d/*.conf;\n}\n`,
    );
    const output = execFileSync(
      nginxBinary(),
      ['-t', '-p', prefix, '-c', 'conf/nginx.conf', '-e', `${prefix}/logs/error.log`],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    assert.equal(typeof output, 'string');
  });

  it('generates one location per page, each with its own policy and every shared header', () => {
    const include = printedInclude();
    for (const route of [...routeList.map((r) => r.path), '/404.html']) {
      const block =
        new RegExp(
          `location = ${route.replace(/\//g, '\\/').replace('.', '\\.')} \\{([^}]*)\\}`,
        ).exec(include)?.[1] ?? '';
      assert.match(
        block,
        /add_header Content-Security-Policy "[^"]*frame-ancestors 'none'" always;/,
        route,
      );
      assert.match(block, /add_header X-Content-Type-Options "nosniff" always;/, route);
    }
    assert.match(include, /location \^~ \/_next\/static\/ \{(?=[^}]*immutable)(?=[^}]*nosniff)/);
  });

  it('serves pages that share a wildcard rule from their folders, with their language 404', () => {
    const include = nginxInclude(
      [
        { pattern: '/*', headers: [['X-Content-Type-Options', 'nosniff']] },
        {
          pattern: '/de/games/*',
          headers: [['Content-Security-Policy', "frame-ancestors 'none'"]],
        },
      ],
      '',
    );
    const block = /location \^~ \/de\/games\/ \{([^}]*)\}/.exec(include)?.[1] ?? '';
    assert.match(block, /try_files \$uri \$uri\/ =404;/);
    assert.match(block, /error_page 403 404 =404 \/de\/404\.html;/);
    assert.match(block, /add_header Content-Security-Policy "frame-ancestors 'none'" always;/);
    assert.match(block, /add_header X-Content-Type-Options "nosniff" always;/);
  });
});
