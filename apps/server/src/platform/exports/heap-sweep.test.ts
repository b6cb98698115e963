import { describe, expect, it } from 'vitest';
import { heapSweeper, sweepHeap } from './heap-sweep.js';

// An export sweeps the heap every 50,000 rows it writes, so garbage does not pile up while it runs.
describe('heap sweeps of an export', () => {
  it('sweeps once each time 50,000 more rows have been written, counting across pages', () => {
    let sweeps = 0;
    const written = heapSweeper(50_000, () => void (sweeps += 1));
    for (let page = 0; page < 99; page++) written(1_000);
    expect(sweeps).toBe(1);
    written(1_000);
    expect(sweeps).toBe(2);
  });

  it('frees what nothing holds any more', () => {
    sweepHeap();
    // 200,000 strings of about 40 characters, held only while this function runs.
    const heldWhileMade = () => {
      const garbage = Array.from({ length: 200_000 }, (_, i) => `row ${i} `.repeat(4));
      return { used: process.memoryUsage().heapUsed, rows: garbage.length };
    };
    const held = heldWhileMade();
    expect(held.rows).toBe(200_000);
    sweepHeap();
    expect(held.used - process.memoryUsage().heapUsed).toBeGreaterThan(10_000_000);
  });
});
