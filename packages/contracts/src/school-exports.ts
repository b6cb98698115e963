import Type, { type Static } from 'typebox';
import { Nullable, Uuid } from './common.js';
import { DATA_EXPORT_STATES } from './privacy.js';

// A school's data out, what a school takes when it leaves: its admin asks, a background job writes
// every module's records of the school as CSV and JSON (with uploads and a manifest) into one zip,
// and its link works for a few days, then the file is deleted. One export of a school runs at a time.

export const SchoolExport = Type.Object({
  export_id: Type.String({ description: 'the export’s own id (a UUID)' }),
  school_id: Type.Integer(),
  state: Type.Enum(DATA_EXPORT_STATES),
  /** Parts written so far out of all the modules' parts (for a progress bar). */
  done_steps: Type.Integer({ minimum: 0 }),
  total_steps: Type.Integer({ minimum: 0 }),
  requested_at: Type.String(),
  /** The admin who asked, by name. */
  requested_by_name: Type.String(),
  ready_at: Nullable(Type.String()),
  /** Until when the file can be downloaded; null before it is ready. */
  expires_at: Nullable(Type.String()),
  size_bytes: Nullable(Type.Integer({ minimum: 0 })),
});
export type SchoolExport = Static<typeof SchoolExport>;

/** The school's exports, newest first (the last 20). */
export const SchoolExportsData = Type.Object({ exports: Type.Array(SchoolExport) });
export type SchoolExportsData = Static<typeof SchoolExportsData>;

export const SchoolExportParams = Type.Object({ exportId: Uuid });
export type SchoolExportParams = Static<typeof SchoolExportParams>;
