import {
  DataExport,
  DataExportParams,
  DataExportRequestBody,
  DataExportsData,
  ErasureDecisionBody,
  ErasureRequest,
  ErasureRequestBody,
  ErasureRequestParams,
  ErasureRequestsData,
} from '../index.js';
import type { CallTable } from './call-spec.js';

/** The privacy module's calls (apps/server modules/privacy): a person's data out, and erasure. */
export const privacyCalls = {
  'POST /privacy/exports': { guard: 'user', scope: 'self', body: DataExportRequestBody, data: DataExport },
  'GET /privacy/exports': { guard: 'user', scope: 'self', data: DataExportsData },
  'GET /privacy/exports/:exportId': { guard: 'user', scope: 'self', params: DataExportParams, data: DataExport },
  /** The zip itself, while the export is ready and not expired. */
  'GET /privacy/exports/:exportId/file': { guard: 'user', scope: 'self', params: DataExportParams, data: 'file' },
  'POST /privacy/erasure-requests': { guard: 'user', scope: 'self', body: ErasureRequestBody, data: ErasureRequest },
  /** The caller's own requests and their linked children's, newest first. */
  'GET /privacy/erasure-requests': { guard: 'user', scope: 'self', data: ErasureRequestsData },
  /** Requests the caller decides: a school admin's school's, a platform editor's of people who signed up alone. */
  'GET /privacy/erasure-requests/to-decide': { guard: 'staff', scope: 'school', data: ErasureRequestsData },
  'POST /privacy/erasure-requests/:requestId/decision': {
    guard: 'staff',
    scope: 'school',
    params: ErasureRequestParams,
    body: ErasureDecisionBody,
    data: ErasureRequest,
  },
} as const satisfies CallTable;
