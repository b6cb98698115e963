import { DataExport, DataExportParams, DataExportRequestBody, DataExportsData } from '../index.js';
import type { CallTable } from './call-spec.js';

/** The privacy module's calls (apps/server modules/privacy): a person's data out. */
export const privacyCalls = {
  'POST /privacy/exports': { guard: 'user', scope: 'self', body: DataExportRequestBody, data: DataExport },
  'GET /privacy/exports': { guard: 'user', scope: 'self', data: DataExportsData },
  'GET /privacy/exports/:exportId': { guard: 'user', scope: 'self', params: DataExportParams, data: DataExport },
  /** The zip itself, while the export is ready and not expired. */
  'GET /privacy/exports/:exportId/file': { guard: 'user', scope: 'self', params: DataExportParams, data: 'file' },
} as const satisfies CallTable;
