// Where nginx is on this machine, for the servers and for the preflight, which runs before
// npm install (so this imports nothing but Node's own modules).
import { existsSync } from 'node:fs';

/** nginx's binary: NGINX, else Debian's or a local build's place; throws where there is none. */
export function nginxBinary() {
  for (const candidate of [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error(
    'nginx not found: apt-get install nginx libnginx-mod-http-brotli-static (or set NGINX)',
  );
}

/**
 * Why nginx's checks are left out here (npm test on a machine without nginx: the preflight
 * says so, test:full stops instead), or false where nginx is present.
 * @returns {string | false}
 */
export function nginxLeftOut() {
  try {
    nginxBinary();
    return false;
  } catch {
    return 'left out: no nginx on this machine (npm test names how to get it; test:full needs it)';
  }
}
