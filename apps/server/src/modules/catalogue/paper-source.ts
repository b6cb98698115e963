import type { ExtensionPoint } from '../../platform/modules/extension-point.js';

/** What the catalogue shows of a paper besides its own rows (bookmarks, where a paper sits). */
export interface PaperBrief {
  paper_id: number;
  paper_name: string;
  syllabus_id: number | null;
  board_id: number | null;
  class_id: number | null;
  group_id: number | null;
}

/** Papers belong to the papers module; the catalogue reads them through its service. */
export interface PaperSource {
  briefs(ids: readonly number[]): Promise<PaperBrief[]>;
}

/** The catalogue's extension point "catalogue.papers": the papers module, which owns them, fills "briefs". */
export interface PapersPoint {
  briefs: PaperSource;
}

/** Paper briefs through the point, looked up at call time (the papers module fills it after the catalogue is built). */
export function paperSourceOf(point: ExtensionPoint<PapersPoint>) {
  return {
    async briefs(ids: readonly number[]): Promise<PaperBrief[]> {
      if (ids.length === 0) return [];
      return point.get('briefs').briefs(ids);
    },
  };
}

export type PaperSourceSlot = ReturnType<typeof paperSourceOf>;
