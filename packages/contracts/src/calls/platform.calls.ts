import {
  AccessDecideBody,
  AccessDecision,
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
  PlatformModeData,
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
export const platformCalls: CallTable = {
  'GET /platform/health': { data: HealthData },
  'GET /platform/mode': { data: PlatformModeData },
  'POST /access/decide': { body: AccessDecideBody, data: AccessDecision },
  [`POST ${AUTH}/getUserRatingData`]: { body: UserRatingBody, data: UserRatingData },
  [`GET ${AUTH}/appRatingsData`]: { data: AppRatingsData },
  [`POST ${AUTH}/leadCapture`]: { body: LeadCaptureBody, data: LeadCaptureData },
  [`POST ${AUTH}/submitCrashReport`]: { body: CrashReportBody, data: CrashReportData },
  [`POST ${AUTH}/dashboardSync`]: { body: DashboardSyncBody, data: DashboardSyncData },
  'POST /dashboard/v2': {
    query: AggregatorDashboardQuery,
    body: AggregatorDashboardBody,
    data: AggregatorDashboardData,
  },
  'GET /platform/countryName': { data: CountryNameData },
  'GET /platform/webGateFlag': { query: WebGateFlagQuery, data: WebGateFlagData },
  'GET /static/boardClassList.json': { data: BoardClassListData },
  'GET /static/zoomSettings.json': { data: ZoomSettingsData },
};
