import {
  AccessDecideBody,
  AccessDecision,
  AccessSubjectServicesData,
  AccessSubjectServicesQuery,
  AggregatorDashboardBody,
  AggregatorDashboardData,
  AggregatorDashboardQuery,
  AppRatingsData,
  BoardClassListData,
  CountryNameData,
  CrashReportBody,
  CrashReportData,
  DashboardSyncBody,
  DashboardSyncData,
  HealthData,
  LeadCaptureBody,
  LeadCaptureData,
  LiveData,
  PlatformModeData,
  ReadyData,
  UserRatingBody,
  UserRatingData,
  WebGateFlagData,
  WebGateFlagQuery,
  ZoomSettingsData,
} from '../index.js';
import type { CallTable } from './call-spec.js';

const AUTH = '/cognito-login-service/auth';

/**
 * Health, the platform's mode, ratings, leads, crash reports, the dashboard's calls, the country,
 * web-gate flags and the static JSONs (apps/server modules/platform), and the access gate (modules/access).
 */
export const platformCalls = {
  // The OpenAPI document itself (CONTRACT.md): JSON, but not the envelope.
  'GET /openapi.json': { guard: 'public', scope: 'none', data: 'file' },
  'GET /platform/health': { guard: 'guest', scope: 'none', data: HealthData },
  'GET /platform/mode': { guard: 'guest', scope: 'none', data: PlatformModeData },
  // Probes of a load balancer or an orchestrator: no token, nothing about anyone.
  'GET /platform/live': { guard: 'public', scope: 'none', data: LiveData },
  'GET /platform/ready': { guard: 'public', scope: 'none', data: ReadyData },
  // Prometheus text: the operator's own token (METRICS_TOKEN) is the credential, never a person's.
  'GET /platform/metrics': { guard: 'public', scope: 'credential', data: 'file' },
  // A guest is answered the sign-in decision rather than 401.
  // A guest is answered the sign-in decision rather than 401.
  'POST /access/decide': { guard: 'guest', scope: 'self', body: AccessDecideBody, data: AccessDecision },
  // A look at a subject's services: nothing is recorded (a parent names the active child).
  'GET /access/subject-services': {
    guard: 'user',
    scope: 'self',
    query: AccessSubjectServicesQuery,
    data: AccessSubjectServicesData,
  },
  [`POST ${AUTH}/getUserRatingData`]: { guard: 'user', scope: 'self', body: UserRatingBody, data: UserRatingData },
  [`GET ${AUTH}/appRatingsData`]: { guard: 'public', scope: 'none', data: AppRatingsData },
  [`POST ${AUTH}/leadCapture`]: { guard: 'public', scope: 'none', body: LeadCaptureBody, data: LeadCaptureData },
  [`POST ${AUTH}/submitCrashReport`]: { guard: 'guest', scope: 'self', body: CrashReportBody, data: CrashReportData },
  [`POST ${AUTH}/dashboardSync`]: { guard: 'user', scope: 'self', body: DashboardSyncBody, data: DashboardSyncData },
  'POST /dashboard/v2': {
    guard: 'user',
    scope: 'self',
    query: AggregatorDashboardQuery,
    body: AggregatorDashboardBody,
    data: AggregatorDashboardData,
  },
  'GET /platform/countryName': { guard: 'guest', scope: 'self', data: CountryNameData },
  'GET /platform/webGateFlag': { guard: 'guest', scope: 'none', query: WebGateFlagQuery, data: WebGateFlagData },
  'GET /static/boardClassList.json': { guard: 'public', scope: 'catalogue', data: BoardClassListData },
  'GET /static/zoomSettings.json': { guard: 'public', scope: 'none', data: ZoomSettingsData },
} as const satisfies CallTable;
