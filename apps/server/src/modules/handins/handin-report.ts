import type { ReportHandinCell } from '@esc/contracts';
import { HandinStatus } from '@esc/domain';
import { handinKey, type ReportHandins } from '../learnlists/learnlists.module.js';
import type { HandinsDeps } from './handins-ports.js';
import { standingOf } from './handin-views.js';
import type { HandinRow } from './handins.repository.js';

/**
 * The item-wise report's work cells: for an assignment's tasks that ask for work, each learner's
 * latest hand-in (standing, lateness, marks). The report itself decides who may read it (learn-lists).
 */
export function createHandinReport({ repos }: Pick<HandinsDeps, 'repos'>) {
  async function ofReport(
    assignId: number,
    listId: number,
    itemIds: readonly string[],
    uuids: readonly string[],
  ): Promise<ReportHandins> {
    const settings = await repos.handins.tasksOf(listId, itemIds);
    const maxMarks = new Map(settings.map((s) => [s.item_id, s.max_marks]));
    if (maxMarks.size === 0 || uuids.length === 0) return { maxMarks, cells: new Map() };
    const rows = await repos.handins.ofAssignment(assignId, { itemIds: [...maxMarks.keys()], learners: uuids });
    const turns = new Map<string, HandinRow[]>();
    // Work the learner took back is not the report's: their standing is that of their other turns.
    for (const r of rows.filter((row) => row.status !== HandinStatus.TakenBack)) {
      const key = handinKey(r.learner_uuid, r.item_id);
      turns.set(key, [...(turns.get(key) ?? []), r]);
    }
    const cells = new Map<string, ReportHandinCell>();
    for (const [key, own] of turns) {
      const latest = own[0]!;
      cells.set(key, {
        handin_id: Number(latest.handin_id),
        standing: standingOf(own),
        late: latest.late === 1,
        marks: latest.marks === null ? null : Number(latest.marks),
      });
    }
    return { maxMarks, cells };
  }

  return { ofReport };
}
