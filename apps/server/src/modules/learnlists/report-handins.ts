import type { ReportHandinCell } from '@esc/contracts';
import type { ExtensionPoint } from '../../platform/modules/extension-point.js';

/** The work of a report's learners for an assignment's tasks that ask for it. */
export interface ReportHandins {
  /** Maximum mark of each task (learnlist_item_id) that asks for work. */
  maxMarks: ReadonlyMap<string, number>;
  /** Each learner's latest work, keyed `${uuid}\n${item id}`; absent: nothing handed in. */
  cells: ReadonlyMap<string, ReportHandinCell>;
}

/**
 * Learn-lists' extension point "learnlists.reportHandins": the hand-ins module depends on learn-lists
 * (a hand-in is for a homework's task), so it fills this point for the item-wise report and its
 * spreadsheet rather than learn-lists needing it.
 */
export interface ReportHandinsPoint {
  ofReport(
    assignId: number,
    listId: number,
    itemIds: readonly string[],
    uuids: readonly string[],
  ): Promise<ReportHandins>;
}

export const handinKey = (uuid: string, itemId: string) => `${uuid}\n${itemId}`;

export type ReportHandinsSource = ReportHandinsPoint['ofReport'];

/** The source through the point, looked up at call time (filled after learn-lists is built). */
export const reportHandinsOf =
  (point: ExtensionPoint<ReportHandinsPoint>): ReportHandinsSource =>
  (...args) =>
    point.get('ofReport')(...args);
