import type { Fixture } from './matrix-requests.js';

// The platform module's calls: outsiders try to file a crash report in the victim learner's name and
// to read the victim's integrated dashboard; the victim (and their parent) prove both work. The
// metrics take the operator's token only: every person's own token is refused, the operator's works.

/** The METRICS_TOKEN the matrix app is configured with. */
export const METRICS_TOKEN = 'matrix-metrics-token-of-the-operator';

export function platformFixtures(): Record<string, Fixture> {
  return {
    'GET /api/platform/metrics': async (_ctx, base) => ({
      ...base,
      label: "each person's own token, then the operator's METRICS_TOKEN",
      positive: { token: METRICS_TOKEN },
    }),
    'POST /api/cognito-login-service/auth/submitCrashReport': async (ctx, base) => ({
      ...base,
      label: 'a crash report in the victim’s name',
      body: { projectname: 'web', event_name: 'api_error', userid: ctx.world.victimUuid, api_details: 'GET /x 503' },
    }),
    'POST /api/dashboard/v2': async (ctx, base) => ({
      ...base,
      query: { action: 'captureDashboardData_Ax' },
      body: { uuid: ctx.world.victimUuid, schedule_start_date: '2026-01-01', schedule_end_date: '2027-12-31' },
    }),
  };
}
