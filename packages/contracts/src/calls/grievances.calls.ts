import {
  AnswerGrievanceBody,
  Grievance,
  GrievanceOfficerBody,
  GrievanceOfficerData,
  GrievanceOfficerQuery,
  GrievanceParams,
  MyGrievancesData,
  OfficerGrievancesData,
  OfficerGrievancesQuery,
  RaiseGrievanceBody,
  SecurityEventsData,
  SecurityEventsQuery,
} from '../index.js';
import type { CallTable } from './call-spec.js';

/** The grievances module's calls (apps/server modules/grievances): grievances and their officers. */
export const grievancesCalls = {
  /**
   * The security events a breach investigation reads (the CLI's too): the platform's editors only (the
   * operator's role), whatever school they belong to; every other caller is refused (403).
   */
  'GET /privacy/security-events': {
    guard: 'staff',
    scope: 'owner',
    query: SecurityEventsQuery,
    data: SecurityEventsData,
  },
  'POST /privacy/grievances': { guard: 'user', scope: 'self', body: RaiseGrievanceBody, data: Grievance },
  'GET /privacy/grievances': { guard: 'user', scope: 'self', data: MyGrievancesData },
  'GET /privacy/grievances/officer': {
    guard: 'staff',
    scope: 'school',
    query: OfficerGrievancesQuery,
    data: OfficerGrievancesData,
  },
  'POST /privacy/grievances/:grievanceId/answer': {
    guard: 'staff',
    scope: 'school',
    params: GrievanceParams,
    body: AnswerGrievanceBody,
    data: Grievance,
  },
  'POST /privacy/grievances/:grievanceId/close': {
    guard: 'staff',
    scope: 'school',
    params: GrievanceParams,
    data: Grievance,
  },
  'GET /privacy/grievance-officer': {
    guard: 'staff',
    scope: 'school',
    query: GrievanceOfficerQuery,
    data: GrievanceOfficerData,
  },
  'PUT /privacy/grievance-officer': {
    guard: 'staff',
    scope: 'school',
    body: GrievanceOfficerBody,
    data: GrievanceOfficerData,
  },
} as const satisfies CallTable;
