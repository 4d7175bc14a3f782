// Prints one "N passed, N failed" line per suite from the reports npm test leaves in test-results/.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
let passed = 0;
let failed = 0;
const line = (name, p, f) => {
  passed += p;
  failed += f;
  console.log(`${name}: ${p} passed, ${f} failed`);
};

const jest = read('test-results/jest.json');
if (jest) {
  const r = JSON.parse(jest);
  line('jest', r.numPassedTests, r.numFailedTests);
}
const tap = read('test-results/out.tap');
if (tap) {
  const count = (key) => Number(new RegExp(`^# ${key} (\\d+)`, 'm').exec(tap)?.[1] ?? 0);
  line('out/ checks', count('pass'), count('fail'));
}
const e2e = read('test-results/e2e.json');
if (e2e) {
  const { stats } = JSON.parse(e2e);
  line('browser suite', stats.expected, stats.unexpected + stats.flaky);
}
console.log(`total: ${passed} passed, ${failed} failed`);
