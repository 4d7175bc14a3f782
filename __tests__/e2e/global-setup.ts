import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { freePorts } from '../../tools/hosts/ports.mjs';
import { basePathOf, hosts, originVariable, outOf, type Host, type VariantName } from './hosts';

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
 * Builds once if out/ is missing, then serves each build the projects name (playwright.config.ts,
 * from the variants of __tests__/suites.mjs) on each host they name, once: in npm test, out/ on
 * the preview server; in the full suite (E2E_SUITE=full) also nginx with deploy/nginx.conf,
 * Cloudflare's Pages runtime, and every other variant built.
 */
export default async function globalSetup(config: FullConfig) {
  if (!existsSync('out/index.html')) execSync('npm run build', { stdio: 'inherit' });
  const wanted = new Map<string, { variant: VariantName; host: Host; set: string }>();
  for (const { use } of config.projects) {
    const {
      variant = 'default',
      host = 'preview',
      contentSet: set = '',
    } = use as {
      variant?: VariantName;
      host?: Host;
      contentSet?: string;
    };
    wanted.set(originVariable(variant, host, set), { variant, host, set });
  }
  // nginx and the Pages runtime are handed their ports (the preview server binds port 0
  // itself): all found at once, so no two servers started side by side are handed the same.
  const handed = [...wanted.values()].filter(({ host }) => host !== 'preview');
  const ports = await freePorts('127.0.0.1', handed.length * 2);
  const started = [...wanted].map(([variable, { variant, host, set }]) => {
    const at = handed.findIndex((entry) => entry === wanted.get(variable));
    const given: Record<string, string> =
      at < 0 ? {} : { PORT: String(ports[2 * at]), INSPECTOR_PORT: String(ports[2 * at + 1]) };
    return {
      variable,
      ...serve(hosts[host], {
        BASE_PATH: basePathOf(variant),
        OUT_DIR: outOf(variant, set),
        ...given,
      }),
    };
  });
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
