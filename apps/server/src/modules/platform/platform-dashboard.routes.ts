import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import type { AppShellService } from './app-shell.service.js';
import type { DashboardService } from './dashboard.service.js';

const tags = ['platform'];

/** The dashboard's sync and integrated items, the country, web-gate flags and the static JSONs. */
export function registerDashboardRoutes(
  app: FastifyInstance,
  { dashboard, shell }: { dashboard: DashboardService; shell: AppShellService },
): void {
  route(
    app,
    'POST /cognito-login-service/auth/dashboardSync',
    { tags, summary: 'The institute the caller’s dashboard opens on, on every device (institute: choose one)' },
    async (request) => ok(await dashboard.sync(requireUser(request), request.body)),
  );

  route(
    app,
    'POST /dashboard/v2',
    {
      tags,
      summary: 'The integrated dashboard: a learner’s items between two days (action=captureDashboardData_Ax)',
      description:
        'The learner is the caller, or a parent’s linked child (uuid). kinds lists the kinds this server answers; homework by default, all_assignments and isLiveClass add the others.',
    },
    async (request) => ok(await dashboard.aggregate(requireUser(request), request.body)),
  );

  route(
    app,
    'GET /platform/countryName',
    { tags, summary: 'The signed-in person’s country; India for guests and when unknown' },
    async (request) => {
      const auth = request.auth;
      return ok(await shell.country(auth && !auth.guest ? auth.uuid : null));
    },
  );

  route(
    app,
    'GET /platform/webGateFlag',
    { tags, summary: 'A web-gate flag (IOS_WALLET_ENABLE), set by the deployment' },
    async (request) => ok(shell.webGateFlag(request.query.flag)),
  );

  route(
    app,
    'GET /static/boardClassList.json',
    { tags, summary: 'The platform catalogue’s boards and their classes' },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return ok(await shell.boardClassList());
    },
  );

  route(
    app,
    'GET /static/zoomSettings.json',
    { tags, summary: 'Zoom’s public settings for live classes: whether it is configured, and its SDK key' },
    async () => ok(shell.zoomSettings()),
  );
}
