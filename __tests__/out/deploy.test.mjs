// The deploy files: what the Dockerfile copies into the official nginx image is checked
// with the real nginx (`nginx -t`), laid out as that image lays it out (no brotli
// module, the server block verbatim in conf.d/). serve:nginx and the browser suite run
// the same server block live.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { screens as routeList } from '../../lib/routes.mjs';
import { nginxBinary } from '../../scripts/serve-nginx.mjs';

const dockerfile = readFileSync('Dockerfile', 'utf8');

describe('Dockerfile and deploy/nginx.conf', () => {
  it('copies files the build writes', () => {
    const copied = [...dockerfile.matchAll(/^COPY (?:--from=build \/app\/)?(\S+) \S+$/gm)].map(
      (m) => m[1],
    );
    assert.ok(copied.includes('deploy/nginx.conf'));
    assert.ok(copied.includes('deploy/generated/site.conf'));
    for (const file of copied.filter((f) => f.startsWith('deploy/'))) {
      assert.ok(readFileSync(file, 'utf8').length > 0, file);
    }
  });

  it('passes nginx -t as the official image would load it', () => {
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'nginx-image-'));
    for (const dir of ['conf/conf.d', 'conf/lumenrift', 'logs', 'html'])
      mkdirSync(path.join(prefix, dir), { recursive: true });
    copyFileSync('deploy/nginx.conf', path.join(prefix, 'conf/conf.d/default.conf'));
    copyFileSync('deploy/generated/site.conf', path.join(prefix, 'conf/lumenrift/site.conf'));
    // The image's own nginx.conf, reduced to what matters here.
    writeFileSync(
      path.join(prefix, 'conf/nginx.conf'),
      `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include conf.d/*.conf;\n}\n`,
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
    const include = readFileSync('deploy/generated/site.conf', 'utf8');
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
});
