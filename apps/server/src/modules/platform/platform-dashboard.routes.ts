import {
  AggregatorDashboardBody,
  AggregatorDashboardData,
  AggregatorDashboardQuery,
  BoardClassListData,
  CountryNameData,
  DashboardSyncBody,
  DashboardSyncData,
  WebGateFlagData,
  WebGateFlagQuery,
  ZoomSettingsData,
} from '@esc/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { ok, responses } from '../../platform/http/envelope.js';
import type { AppShellService } from './app-shell.service.js';
import type { DashboardService } from './dashboard.service.js';

const tags = ['platform'];

/** The dashboard's sync and integrated items, the country, web-gate flags and the static JSONs. */
export function registerDashboardRoutes(
  parent: FastifyInstance,
  { dashboard, shell }: { dashboard: DashboardService; shell: AppShellService },
): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/cognito-login-service/auth/dashboardSync',
    {
      config: { guard: 'user', scope: 'self' },
      schema: {
        tags,
        summary: 'The institute the caller’s dashboard opens on, on every device (institute: choose one)',
        body: DashboardSyncBody,
        response: responses(DashboardSyncData),
      },
    },
    async (request) => ok(await dashboard.sync(requireUser(request), request.body)),
  );

  app.post(
    '/dashboard/v2',
    {
      config: { guard: 'user', scope: 'self' },
      schema: {
        tags,
        summary: 'The integrated dashboard: a learner’s items between two days (action=captureDashboardData_Ax)',
        description:
          'The learner is the caller, or a parent’s linked child (uuid). kinds lists the kinds this server answers; homework by default, all_assignments and isLiveClass add the others.',
        querystring: AggregatorDashboardQuery,
        body: AggregatorDashboardBody,
        response: responses(AggregatorDashboardData),
      },
    },
    async (request) => ok(await dashboard.aggregate(requireUser(request), request.body)),
  );

  app.get(
    '/platform/countryName',
    {
      config: { guard: 'guest', scope: 'self' },
      schema: {
        tags,
        summary: 'The signed-in person’s country; India for guests and when unknown',
        response: responses(CountryNameData),
      },
    },
    async (request) => {
      const auth = request.auth;
      return ok(await shell.country(auth && !auth.guest ? auth.uuid : null));
    },
  );

  app.get(
    '/platform/webGateFlag',
    {
      config: { guard: 'guest', scope: 'none' },
      schema: {
        tags,
        summary: 'A web-gate flag (IOS_WALLET_ENABLE), set by the deployment',
        querystring: WebGateFlagQuery,
        response: responses(WebGateFlagData),
      },
    },
    async (request) => ok(shell.webGateFlag(request.query.flag)),
  );

  app.get(
    '/static/boardClassList.json',
    {
      config: { guard: 'public', scope: 'catalogue' },
      schema: {
        tags,
        summary: 'The platform catalogue’s boards and their classes',
        response: responses(BoardClassListData),
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return ok(await shell.boardClassList());
    },
  );

  app.get(
    '/static/zoomSettings.json',
    {
      config: { guard: 'public', scope: 'none' },
      schema: {
        tags,
        summary: 'Zoom’s public settings for live classes: whether it is configured, and its SDK key',
        response: responses(ZoomSettingsData),
      },
    },
    async () => ok(shell.zoomSettings()),
  );
}
