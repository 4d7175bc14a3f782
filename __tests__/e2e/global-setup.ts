import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Builds once if out/ is missing, then starts the same server `npm start` uses
 * (scripts/serve.mjs) on a free port and hands its address to the tests.
 */
export default async function globalSetup() {
  if (!existsSync('out/index.html')) execSync('npm run build', { stdio: 'inherit' });
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.env.E2E_BASE_URL = await new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited with ${code}`)));
    server.stdout.on('data', (chunk: Buffer) => {
      const match = /(http:\/\/[\d.]+:\d+)\//.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
  });
  return async () => {
    server.kill();
  };
}
