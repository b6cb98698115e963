import { AppError } from '../../platform/errors/app-error.js';

/** What the catalogue shows of a paper besides its own rows (bookmarks, where a paper sits). */
export interface PaperBrief {
  paper_id: number;
  paper_name: string;
  syllabus_id: number | null;
  board_id: number | null;
  class_id: number | null;
  group_id: number | null;
}

/** Papers belong to the assessments module; the catalogue reads them through its service. */
export interface PaperSource {
  briefs(ids: readonly number[]): Promise<PaperBrief[]>;
}

/** Filled by the composition root once assessments is built (it is built after the catalogue). */
export function createPaperSourceSlot() {
  let source: PaperSource | null = null;
  return {
    connect(value: PaperSource): void {
      source = value;
    },
    async briefs(ids: readonly number[]): Promise<PaperBrief[]> {
      if (ids.length === 0) return [];
      if (!source) throw new AppError('INTERNAL_ERROR', 'the catalogue is not connected to assessments');
      return source.briefs(ids);
    },
  };
}

export type PaperSourceSlot = ReturnType<typeof createPaperSourceSlot>;
