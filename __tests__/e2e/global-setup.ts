import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import {
  BASE_PATH_DIR,
  BRAND_DIR,
  BRAND_ORIGIN,
  CONTENT_DIR,
  contentOrigin,
  contentSets,
  EAGER_DIR,
  fullSuite,
  hosts,
  originVariable,
} from './hosts';

/**
 * Starts one of the server scripts (`npm run serve`, `serve:nginx`, `serve:pages`) on a
 * free port, in `cwd` (a scratch copy's, cms.spec.ts); resolves the origin it prints.
 */
export function serve(script: string, env: Record<string, string>, cwd?: string) {
  const server = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    server.stdout.on('data', (chunk: Buffer) => {
      const match = /(http:\/\/[\d.]+:\d+)\//.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
  });
  return { server, origin };
}

/**
 * Builds once if out/ is missing, then serves it on the preview server; in the full suite
 * (E2E_SUITE=full, npm run test:full) on every host it tries: the
 * preview server, nginx with deploy/nginx.conf and Cloudflare's Pages runtime. When a
 * BASE_PATH build sits in .out-base-path/ (npm test -- build:base-path), each serves that
 * too, under its prefix, and likewise the HYDRATION=eager build in .out-eager/ (npm run
 * build:eager); a second brand's build in .out-brand/ (npm test -- build:brand) is served by
 * the preview server.
 */
export default async function globalSetup() {
  if (!existsSync('out/index.html')) execSync('npm run build', { stdio: 'inherit' });
  const basePathFile = `${BASE_PATH_DIR}/.base-path`;
  const basePath =
    fullSuite && existsSync(basePathFile) ? readFileSync(basePathFile, 'utf8').trim() : '';
  const eager = fullSuite && existsSync(`${EAGER_DIR}/index.html`);
  const served = fullSuite ? Object.entries(hosts) : [['preview', hosts.preview] as const];
  const started = served.flatMap(([host, script]) => [
    { variable: originVariable(host, ''), ...serve(script, { BASE_PATH: '' }) },
    ...(eager
      ? [
          {
            variable: originVariable(host, '', true),
            ...serve(script, { BASE_PATH: '', OUT_DIR: EAGER_DIR }),
          },
        ]
      : []),
    ...(basePath
      ? [
          {
            variable: originVariable(host, basePath),
            ...serve(script, { BASE_PATH: basePath, OUT_DIR: BASE_PATH_DIR }),
          },
        ]
      : []),
  ]);
  if (fullSuite && existsSync(`${BRAND_DIR}/index.html`)) {
    started.push({ variable: BRAND_ORIGIN, ...serve(hosts.preview, { OUT_DIR: BRAND_DIR }) });
  }
  for (const set of fullSuite ? contentSets() : []) {
    started.push({
      variable: contentOrigin(set),
      ...serve(hosts.preview, { OUT_DIR: `${CONTENT_DIR}/${set}` }),
    });
  }
  try {
    for (const { variable, origin } of started) process.env[variable] = await origin;
  } catch (error) {
    for (const { server } of started) server.kill();
    throw error;
  }
  return async () => {
    for (const { server } of started) server.kill();
  };
}
