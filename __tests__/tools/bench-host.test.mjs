import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { multiplierFor } from '../../tools/bench-host.mjs';

/** @type {{ host: import('../../tools/bench-host.mjs').Calibration }} */
const { host } = JSON.parse(readFileSync('bench.budgets.json', 'utf8'));
const reference = host.referenceIndex;

describe('bench: the CPU slowdown calibrated to the host', () => {
  it('uses the budgets’ slowdowns on a host as fast as the one they were set on', () => {
    assert.deepEqual(multiplierFor(reference, 4, reference), { multiplier: 4, measurable: true });
    assert.deepEqual(multiplierFor(reference, 8, reference), { multiplier: 8, measurable: true });
  });

  it('slows a slower host less, so it emulates the same phone', () => {
    // Half the reference's speed: 2x here is the phone 4x was there.
    assert.deepEqual(multiplierFor(reference / 2, 4, reference), {
      multiplier: 2,
      measurable: true,
    });
    const { multiplier } = multiplierFor(1434, 8, 3668);
    assert.equal(multiplier, 3.13);
    // The emulated phone's index is the same on both hosts.
    assert.ok(Math.abs(1434 / multiplier - 3668 / 8) < 1);
  });

  it('slows a faster host more', () => {
    assert.equal(multiplierFor(reference * 1.5, 4, reference).multiplier, 6);
  });

  it('reports a host slower than the phone as not measurable, and runs it unslowed', () => {
    // The mobile phone is reference / 4: a host under that cannot emulate it.
    assert.deepEqual(multiplierFor(reference / 5, 4, reference), {
      multiplier: 1,
      measurable: false,
    });
    assert.equal(multiplierFor(reference / 4, 4, reference).measurable, true);
    assert.equal(multiplierFor(Number.NaN, 4, reference).measurable, false);
  });

  it('names a slowdown for each calibrated preset in bench.budgets.json', () => {
    assert.ok(reference > 0);
    assert.deepEqual(Object.keys(host.slowdown).sort(), ['low-end', 'mobile']);
    assert.ok(host.driftBelow > 0 && host.driftBelow < 1);
  });
});
