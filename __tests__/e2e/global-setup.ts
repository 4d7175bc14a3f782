import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const BASE_PATH_DIR = '.out-base-path';

/** Starts scripts/serve.mjs (the server `npm start` uses) on a free port; resolves its origin. */
function serve(env: Record<string, string>) {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited with ${code}`)));
    server.stdout.on('data', (chunk: Buffer) => {
      const match = /(http:\/\/[\d.]+:\d+)\//.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
  });
  return { server, origin };
}

/**
 * Builds once if out/ is missing and serves it; when a BASE_PATH build sits in
 * .out-base-path/ (npm run build:base-path), serves that too, under its prefix.
 */
export default async function globalSetup() {
  if (!existsSync('out/index.html')) execSync('npm run build', { stdio: 'inherit' });
  const main = serve({ BASE_PATH: '' });
  process.env.E2E_BASE_URL = await main.origin;
  const servers = [main.server];
  if (existsSync(`${BASE_PATH_DIR}/.base-path`)) {
    const basePath = readFileSync(`${BASE_PATH_DIR}/.base-path`, 'utf8').trim();
    const prefixed = serve({ BASE_PATH: basePath, OUT_DIR: BASE_PATH_DIR });
    process.env.E2E_BASE_PATH_URL = await prefixed.origin;
    servers.push(prefixed.server);
  }
  return async () => {
    for (const server of servers) server.kill();
  };
}
