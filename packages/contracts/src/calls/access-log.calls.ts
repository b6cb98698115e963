import { AccessLogData, AccessLogPeopleData, AccessLogQuery, SchoolAccessLogQuery } from '../index.js';
import type { CallTable } from './call-spec.js';

/** The audit module's calls (apps/server modules/audit): reading who looked at a child's records. No call changes the log. */
export const accessLogCalls = {
  'GET /privacy/access-log': { guard: 'user', scope: 'self', query: AccessLogQuery, data: AccessLogData },
  'GET /privacy/access-log/school': {
    guard: 'staff',
    scope: 'school',
    query: SchoolAccessLogQuery,
    data: AccessLogData,
  },
  'GET /privacy/access-log/school/people': { guard: 'staff', scope: 'school', data: AccessLogPeopleData },
} as const satisfies CallTable;
