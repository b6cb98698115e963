import Type, { type Static } from 'typebox';
import { Nullable, Uuid } from './common.js';

// A person's data out (India's DPDP Act 2023: the right to a summary of one's personal data): a
// person asks for everything the product holds about them, or a parent for a linked child's; a
// background job builds a zip (JSON per module and table, a readable index.html, the person's
// uploads), and its link works for a few days, then the file is deleted.

export const DATA_EXPORT_STATES = ['waiting', 'building', 'ready', 'failed', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/** POST /privacy/exports: ask for an export of one's own data, or (a parent) of a linked child's by `uuid`. */
export const DataExportRequestBody = Type.Object({
  uuid: Type.Optional(Uuid),
});
export type DataExportRequestBody = Static<typeof DataExportRequestBody>;

export const DataExport = Type.Object({
  export_id: Type.String({ description: 'the export’s own id (a UUID)' }),
  /** Whose data: the caller's own, or their linked child's. */
  subject_uuid: Type.String(),
  subject_name: Type.String(),
  state: Type.Enum(DATA_EXPORT_STATES),
  /** Tables read so far out of all the registry's tables (for a progress bar). */
  done_steps: Type.Integer({ minimum: 0 }),
  total_steps: Type.Integer({ minimum: 0 }),
  requested_at: Type.String(),
  ready_at: Nullable(Type.String()),
  /** Until when the file can be downloaded; null before it is ready. */
  expires_at: Nullable(Type.String()),
  size_bytes: Nullable(Type.Integer({ minimum: 0 })),
});
export type DataExport = Static<typeof DataExport>;

/** The caller's exports, their own and their children's, newest first (at most the last 10 each). */
export const DataExportsData = Type.Object({ exports: Type.Array(DataExport) });
export type DataExportsData = Static<typeof DataExportsData>;

export const DataExportParams = Type.Object({ exportId: Uuid });
export type DataExportParams = Static<typeof DataExportParams>;
