// The recipes that rebuild the site when something is due (deploy/schedule/, docs/deploy.md):
// each file passes the checks this machine can run. The GitHub workflow parses, asks
// scripts/due.mjs every 5 minutes off the hour and its shell is valid; the Cloudflare Worker
// bundles under wrangler and calls the hook on the tick after an instant, once; the cron line
// has five valid fields and valid shell, as has the script it runs.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { JSON_SCHEMA, load } from 'js-yaml';
import { scratchDir } from '../scratch.mjs';
import worker, { TICK_MS, dueAt } from '../../deploy/schedule/cloudflare/worker.mjs';

const DIR = 'deploy/schedule';
const read = (/** @type {string} */ file) => readFileSync(path.join(DIR, file), 'utf8');

const RANGES = /** @type {const} */ ([
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
]);

/**
 * The minutes, hours, days, months and weekdays a five-field cron expression names; throws on
 * a field cron would refuse.
 * @param {string} expression
 */
function cronFields(expression) {
  const fields = expression.trim().split(/\s+/);
  assert.equal(fields.length, 5, `${expression}: five fields`);
  return fields.map((field, index) => {
    const [low, high] = /** @type {readonly [number, number]} */ (RANGES[index]);
    /** @type {Set<number>} */
    const values = new Set();
    for (const part of field.split(',')) {
      const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
      assert.ok(match, `${expression}: "${part}" is a cron field`);
      const [, all, first, last, every] = match;
      const from = all === '*' ? low : Number(first);
      // "a/n" runs from a to the field's end; "a" alone is a.
      const to =
        all === '*' || (last === undefined && every !== undefined) ? high : Number(last ?? first);
      const step = every === undefined ? 1 : Number(every);
      assert.ok(from >= low && to <= high && from <= to && step >= 1, `${expression}: ${part}`);
      for (let value = from; value <= to; value += step) values.add(value);
    }
    return values;
  });
}

/** Whether shell text parses (`sh -n`, or bash's for a workflow's steps). */
const parses = (/** @type {string} */ shell, text = '') =>
  spawnSync(shell, ['-n'], { input: text, encoding: 'utf8' });

describe('the GitHub Actions recipe', () => {
  const workflow = /** @type {any} */ (
    load(read('github/build-when-due.yml'), { schema: JSON_SCHEMA })
  );

  it('runs every 5 minutes, never in the hour’s first minute', () => {
    const [{ cron }] = workflow.on.schedule;
    const minutes = /** @type {Set<number>} */ (cronFields(cron)[0]);
    const sorted = [...minutes].sort((a, b) => a - b);
    assert.ok(!minutes.has(0), cron);
    assert.equal(sorted.length, 12, cron);
    const gaps = sorted.slice(1).map((minute, i) => minute - (sorted[i] ?? minute));
    assert.deepEqual(new Set(gaps), new Set([5]), cron);
  });

  it('asks scripts/due.mjs since the last check that succeeded, and calls the hook on 0 only', () => {
    const steps = workflow.jobs.due.steps;
    const runs = steps.flatMap((/** @type {{ run?: string }} */ step) =>
      step.run ? [step.run] : [],
    );
    for (const run of runs) {
      const check = parses('bash', run);
      assert.equal(check.status, 0, `${run}\n${check.stderr}`);
    }
    const build = runs.join('\n');
    assert.match(build, /node scripts\/due\.mjs --since "\$SINCE" > \/dev\/null/);
    assert.match(build, /0\) curl --fail [^\n]*"\$DEPLOY_HOOK_URL"/);
    assert.match(build, /--status success/);
    assert.equal(workflow.concurrency['cancel-in-progress'], false);
  });
});

describe('the Cloudflare Worker recipe', () => {
  it('bundles under wrangler with its configuration, dry', () => {
    const run = spawnSync(
      path.resolve('node_modules/.bin/wrangler'),
      ['deploy', '--dry-run', '--outdir', scratchDir('wrangler-')],
      {
        cwd: path.join(DIR, 'cloudflare'),
        encoding: 'utf8',
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', HOME: scratchDir('wrangler-home-') },
      },
    );
    assert.equal(run.status, 0, run.stdout + run.stderr);
    const [crons] = /** @type {string[][]} */ (
      [...read('cloudflare/wrangler.toml').matchAll(/^crons = \[(.*)\]$/gm)].map((m) =>
        JSON.parse(`[${m[1]}]`),
      )
    );
    for (const cron of crons ?? []) cronFields(cron);
    assert.deepEqual(crons, ['* * * * *']);
  });

  it('calls the deploy hook on the one tick after an instant, and on no other', async () => {
    const upcoming = '2026-12-01T15:00:00.000Z,2027-01-01T00:00:00.000Z';
    const at = Date.parse('2026-12-01T15:00:00Z');
    assert.deepEqual(dueAt(upcoming, at + 30_000), [at]);
    assert.deepEqual(dueAt(upcoming, at - 1), []);
    assert.deepEqual(dueAt(upcoming, at + TICK_MS), []);
    /** @type {string[]} */
    const calls = [];
    const fetched = globalThis.fetch;
    globalThis.fetch = /** @type {typeof fetch} */ (
      async (/** @type {any} */ url, /** @type {any} */ init) => {
        calls.push(`${init?.method} ${url}`);
        return new Response(null, { status: 200 });
      }
    );
    try {
      /** @type {Promise<unknown>[]} */
      const waits = [];
      const env = { UPCOMING: upcoming, DEPLOY_HOOK_URL: 'https://hooks.example/deploy' };
      for (const tick of [at - TICK_MS + 1000, at + 1000, at + TICK_MS + 1000]) {
        await worker.scheduled({ scheduledTime: tick }, env, { waitUntil: (p) => waits.push(p) });
      }
      await Promise.all(waits);
    } finally {
      globalThis.fetch = fetched;
    }
    assert.deepEqual(calls, ['POST https://hooks.example/deploy']);
  });
});

describe('the cron recipe, for a machine serving with nginx', () => {
  it('has five valid fields and valid shell on each line, and asks due.mjs first', () => {
    const lines = read('cron/crontab')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#') && !/^[A-Z]+=/.test(line));
    assert.equal(lines.length, 1);
    for (const line of lines) {
      const fields = line.split(/\s+/);
      cronFields(fields.slice(0, 5).join(' '));
      const command = fields.slice(5).join(' ');
      assert.match(command, /node scripts\/due\.mjs --since "\$\(cat \.last-build/);
      const check = parses('sh', command);
      assert.equal(check.status, 0, check.stderr);
    }
  });

  it('builds, publishes and records its instant in a script sh reads', () => {
    const check = parses('sh', read('cron/build-and-publish.sh'));
    assert.equal(check.status, 0, check.stderr);
    assert.match(
      read('cron/build-and-publish.sh'),
      /npm run build\nrsync [^\n]*out\/[^\n]*\nnode tools\/hosts\/nginx-include\.mjs out \S+\nnginx -s reload\necho "\$started" > \.last-build\n/,
    );
  });

  it('records the addresses it published, and pushes the ledger when it grew', () => {
    assert.match(
      read('cron/build-and-publish.sh'),
      /\.last-build\nnode scripts\/addresses\.mjs --record\nif ! git diff --quiet -- data\/addresses\.txt; then\n[^\n]*git commit [^\n]*data\/addresses\.txt\n\s*git push/,
    );
  });
});

describe('the ledger recipe for hosted builds', () => {
  const workflow = /** @type {any} */ (
    load(readFileSync('deploy/addresses/record.yml', 'utf8'), { schema: JSON_SCHEMA })
  );

  it('builds each push, records its pages and commits the ledger when it grew', () => {
    const runs = workflow.jobs.record.steps.flatMap((/** @type {{ run?: string }} */ step) =>
      step.run ? [step.run] : [],
    );
    for (const run of runs) {
      const check = parses('bash', run);
      assert.equal(check.status, 0, `${run}\n${check.stderr}`);
    }
    const order = ['npm run build', 'node scripts/addresses.mjs --record', 'git push'].map((text) =>
      runs.findIndex((/** @type {string} */ run) => run.includes(text)),
    );
    assert.ok(
      order.every((at, i) => at >= 0 && at >= (order[i - 1] ?? 0)),
      String(order),
    );
    assert.match(runs.join('\n'), /git diff --quiet -- data\/addresses\.txt && exit 0/);
    assert.equal(workflow.permissions.contents, 'write');
  });
});
