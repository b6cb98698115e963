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
  SchoolExport,
  SchoolExportParams,
  SchoolExportsData,
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
  /** A school's data out: its admin asks; asking while one is running answers that one. */
  'POST /privacy/school-exports': { guard: 'staff', scope: 'school', data: SchoolExport },
  'GET /privacy/school-exports': { guard: 'staff', scope: 'school', data: SchoolExportsData },
  'GET /privacy/school-exports/:exportId': {
    guard: 'staff',
    scope: 'school',
    params: SchoolExportParams,
    data: SchoolExport,
  },
  /** The zip itself, while the export is ready and not expired. */
  'GET /privacy/school-exports/:exportId/file': {
    guard: 'staff',
    scope: 'school',
    params: SchoolExportParams,
    data: 'file',
  },
} as const satisfies CallTable;
