import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Which runner takes a test file, by name (package.json and the runners' configs).
const runners: [name: string, pattern: RegExp][] = [
  ['jest', /\.test\.tsx?$/],
  ['node --test (npm test -- out)', /\.test\.mjs$/],
  ['node --test (npm test -- rebuild, which rebuilds out/)', /^build\/[^/]+\.build\.mjs$/],
  ["node --test (npm test -- out:node, CI's second Node line)", /^build\/[^/]+\.node\.mjs$/],
  ['node --test (npm test -- brand-checks)', /^brand\/[^/]+\.brand\.mjs$/],
  ['node --test (npm test -- search-checks)', /^search\/[^/]+\.search\.mjs$/],
  // checks.mjs declares the tests each engine file runs in its engine.
  ['node --test (npm test -- engines)', /^engines\/([^/]+\.engine|checks)\.mjs$/],
  ['Playwright', /^e2e\/[^/]+\.spec\.ts$/],
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : filesUnder(full);
    return /\.(m?[jt]sx?)$/.test(entry.name) ? [full] : [];
  });
}

describe('the test tree', () => {
  it('gives every file that declares tests to exactly one runner', () => {
    const root = path.join(process.cwd(), '__tests__');
    const declaresTests = /^\s*(describe|it|test)(\.each)?\(['"`]/m;
    const unclaimed: string[] = [];
    for (const file of filesUnder(root)) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      const claimed = runners.filter(([, pattern]) => pattern.test(relative));
      if (claimed.length > 1)
        unclaimed.push(`${relative}: ${claimed.map(([n]) => n).join(' and ')}`);
      else if (claimed.length === 0 && declaresTests.test(readFileSync(file, 'utf8')))
        unclaimed.push(`${relative}: no runner`);
    }
    expect(unclaimed).toEqual([]);
  });
});
