import { describe, expect, it } from 'vitest';
import type { AssignmentRow } from './attempt-papers.repository.js';
import { createKeptAssignments } from './kept-assignments.js';
import { assignmentVersion } from './paper-versions.js';

describe('assignments kept under their versions', () => {
  function world() {
    const state = {
      now: 0,
      reads: 0,
      extensionReads: 0,
      versions: new Map<string, number>(),
      windowEnd: { 7: '2026-12-01T10:00:00Z', 8: '2026-12-01T11:00:00Z' } as Record<number, string>,
      extensions: new Map([['asha', 15]]),
    };
    const row = (assign_id: number) => ({ assign_id, paper_end_time: state.windowEnd[assign_id] }) as AssignmentRow;
    const kept = createKeptAssignments({
      records: {
        assignmentsByIds: async (ids) => {
          state.reads += 1;
          return ids.filter((id) => id in state.windowEnd).map(row);
        },
        sectionsOfAssignments: async (ids) =>
          ids.flatMap((id) => [
            { section_assign_id: id * 10 + 2, assign_id: id, section_id: 2 },
            { section_assign_id: id * 10 + 1, assign_id: id, section_id: 1 },
          ]),
        extensionsOf: async () => {
          state.extensionReads += 1;
          return new Map(state.extensions);
        },
      },
      versions: { current: (name) => String(state.versions.get(name) ?? 0) },
      now: () => state.now,
    });
    const move = (assignId: number) => {
      const name = assignmentVersion(assignId);
      state.versions.set(name, (state.versions.get(name) ?? 0) + 1);
    };
    return { state, kept, move };
  }

  it('reads an assignment once while its version stands, and again once its writer moves it', async () => {
    const { state, kept, move } = world();
    expect((await kept.assignmentsByIds([7]))[0]!.paper_end_time).toBe('2026-12-01T10:00:00Z');
    state.windowEnd[7] = '2026-12-01T12:00:00Z';
    await kept.assignmentsByIds([7, 7]);
    expect((await kept.assignment(7))?.paper_end_time).toBe('2026-12-01T10:00:00Z');
    expect(state.reads).toBe(1);
    move(8);
    expect((await kept.assignmentsByIds([7]))[0]!.paper_end_time).toBe('2026-12-01T10:00:00Z');
    move(7);
    expect((await kept.assignmentsByIds([7]))[0]!.paper_end_time).toBe('2026-12-01T12:00:00Z');
    expect(state.reads).toBe(2);
  });

  it('reads only the ones not kept, keeps none that is not found, and reads again after a minute', async () => {
    const { state, kept } = world();
    await kept.assignmentsByIds([7]);
    expect((await kept.assignmentsByIds([7, 8, 9])).map((a) => a.assign_id)).toEqual([7, 8]);
    expect(state.reads).toBe(2);
    await kept.assignmentsByIds([9]);
    expect(state.reads).toBe(3);
    state.now = 60_000;
    await kept.assignmentsByIds([7]);
    expect(state.reads).toBe(4);
  });

  it('answers sections in section-assignment order, and a learner’s extra minutes from the kept extensions', async () => {
    const { state, kept, move } = world();
    expect((await kept.sectionsOfAssignments([8, 7])).map((s) => s.section_assign_id)).toEqual([71, 72, 81, 82]);
    expect(await kept.extraMinutes(7, 'asha')).toBe(15);
    expect(await kept.extraMinutes(7, 'ravi')).toBe(0);
    expect(state.extensionReads).toBe(1);
    state.extensions.set('ravi', 10);
    move(7);
    expect(await kept.extraMinutes(7, 'ravi')).toBe(10);
    expect(state.extensionReads).toBe(2);
  });
});
