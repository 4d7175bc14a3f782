// Ports for the servers that cannot pick one themselves and report it (nginx, wrangler, a
// browser's driver, next dev): chosen here, then handed to the server, which binds it a moment
// later. In that moment any process binding port 0 may be given the same port by the kernel:
// wrangler starts several internal servers that way, and once one of them took the port a
// sibling `pages dev` had been handed, every request got its loopback server's 403
// (docs/testing.md). So the ports come from below the kernel's ephemeral range, where no
// port-0 bind can land, and all the ports one caller needs are found at once, each held until
// the last is found, so they differ from each other.
import { readFileSync } from 'node:fs';
import net from 'node:net';

const LOWEST = 10000;

/** The first port of the kernel's ephemeral range (Linux's default where it cannot be read). */
function ephemeralStart() {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (start && start > LOWEST + 1000) return start;
  } catch {
    // not Linux: its own default range starts higher still (49152 on macOS and Windows)
  }
  return 32768;
}

/**
 * Binds `port` on `host`; resolves the listening probe, or null when the port is taken.
 * @param {number} port @param {string} host @returns {Promise<net.Server | null>}
 */
function hold(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(null));
    probe.listen(port, host, () => resolve(probe));
  });
}

/**
 * `count` different free ports on `host`, below the ephemeral range.
 * @param {string} host @param {number} [count]
 * @returns {Promise<number[]>}
 */
export async function freePorts(host, count = 1) {
  const end = ephemeralStart();
  /** @type {net.Server[]} */
  const held = [];
  try {
    for (let tries = 0; held.length < count; tries += 1) {
      if (tries > 1000) throw new Error(`no free port on ${host} between ${LOWEST} and ${end}`);
      const port = LOWEST + Math.floor(Math.random() * (end - LOWEST));
      const probe = await hold(port, host);
      if (probe) held.push(probe);
    }
    return held.map((probe) => /** @type {net.AddressInfo} */ (probe.address()).port);
  } finally {
    await Promise.all(held.map((probe) => new Promise((resolve) => probe.close(resolve))));
  }
}

/** One free port on `host`, below the ephemeral range. @param {string} host */
export const freePort = async (host) => /** @type {number} */ ((await freePorts(host, 1))[0]);
