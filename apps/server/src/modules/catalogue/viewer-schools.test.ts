import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createCacheVersions } from '../../platform/cache/cache-versions.js';
import { createInProcessChannel } from '../../platform/signals/signal-channel.js';
import { createViewerSchools } from './viewer-schools.js';

// The schools whose own catalogue a person sees are kept for a few seconds, because every catalogue
// read asks; a change of a person's schools made through the product counts at once.

function world() {
  const schoolsOf = new Map<string, number[]>([['asha', [501]]]);
  let reads = 0;
  let clock = 0;
  const versions = createCacheVersions(createInProcessChannel(Fastify().log, 'cache version'));
  const viewerSchools = createViewerSchools({
    identity: {
      async tenantSchoolIds({ uuid }) {
        reads += 1;
        return schoolsOf.get(uuid) ?? [];
      },
    },
    versions,
    ttlMs: 5000,
    now: () => clock,
  });
  return {
    viewerSchools,
    schoolsOf,
    reads: () => reads,
    wait: (ms: number) => {
      clock += ms;
    },
  };
}

const asha = { uuid: 'asha', userTypeId: 4 };

describe("a person's schools", () => {
  it('are read once and reused for a few seconds', async () => {
    const w = world();
    expect(await w.viewerSchools.of(asha)).toEqual([501]);
    w.wait(4000);
    expect(await w.viewerSchools.of(asha)).toEqual([501]);
    expect(w.reads()).toBe(1);
    w.wait(1500);
    expect(await w.viewerSchools.of(asha)).toEqual([501]);
    expect(w.reads()).toBe(2);
  });

  it('are read again at once after a membership change, not after the seconds run out', async () => {
    const w = world();
    expect(await w.viewerSchools.of(asha)).toEqual([501]);
    w.schoolsOf.set('asha', [501, 502]);
    await w.viewerSchools.membershipsChanged();
    expect(await w.viewerSchools.of(asha)).toEqual([501, 502]);
    expect(w.reads()).toBe(2);
  });

  it('are none for a guest, without asking', async () => {
    const w = world();
    expect(await w.viewerSchools.of(null)).toEqual([]);
    expect(w.reads()).toBe(0);
  });
});
