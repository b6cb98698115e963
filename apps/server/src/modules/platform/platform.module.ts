import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { DiskState } from '../../platform/errors/disk-state.js';
import type { Db } from '../../db/database.js';
import type { PaymentProviderName } from '../commerce/commerce.module.js';
import { createAppShellService, type BoardClassReader } from './app-shell.service.js';
import { createClientReportsService } from './client-reports.service.js';
import { createDashboardService, type DashboardPeople, type DashboardSource } from './dashboard.service.js';
import { defineModule } from '../module-map.js';
import { platformPersonalData } from './platform.personal-data.js';
import type { DashboardKind } from './dashboard.service.js';
import { registerDashboardRoutes } from './platform-dashboard.routes.js';
import { createPlatformFeedbackRepository } from './platform-feedback.repository.js';
import { registerFeedbackRoutes } from './platform-feedback.routes.js';
import { createPlatformModeService } from './platform-mode.service.js';
import { registerPlatformRoutes } from './platform.routes.js';
import { createRatingsService } from './ratings.service.js';

export type PlatformServices = ReturnType<typeof createPlatformServices>;

/**
 * The platform module: health and mode, the app rating, leads and crash reports, the dashboard's
 * institute and integrated items, the country, web-gate flags and the static JSONs. People and the
 * catalogue come from their modules through the ports given here.
 */
export function createPlatformServices(deps: {
  db: Db;
  config: AppConfig;
  clock: () => number;
  paymentProvider: PaymentProviderName | null;
  /** `joinedAt`: when the person's account was made (the rating prompt waits for a new person). */
  people: DashboardPeople & { joinedAt(uuid: string): Promise<string | null> };
  boardClasses: BoardClassReader;
  /** The integrated dashboard's items, by kind, from the modules that have them. */
  dashboardSources: Partial<Record<DashboardKind, DashboardSource>>;
  /** Whether writes found the disk full lately (the health check says so). */
  disk: Pick<DiskState, 'isFull'>;
}) {
  const { db, config, clock, people } = deps;
  const repo = createPlatformFeedbackRepository(db);
  return {
    disk: deps.disk,
    mode: createPlatformModeService({
      mode: config.mode,
      seedDemo: config.seedDemo,
      paymentProvider: deps.paymentProvider,
    }),
    ratings: createRatingsService({ repo, clock, joinedAt: people.joinedAt }),
    reports: createClientReportsService({ repo, clock }),
    dashboard: createDashboardService({ repo, people, clock, sources: deps.dashboardSources }),
    shell: createAppShellService({
      countryOf: async (uuid) => people.countryOf(uuid),
      boardClasses: deps.boardClasses,
      iosWalletEnabled: config.iosWalletEnabled,
      zoomSdkKey: config.zoomSdkKey,
    }),
  };
}

/** The platform calls of spec/calls.tsv. */
export function registerPlatformModule(api: FastifyInstance, services: PlatformServices, config: AppConfig): void {
  registerPlatformRoutes(api, services);
  registerFeedbackRoutes(api, { ...services, perAddress: { max: config.loginMaxPerAddress, timeWindow: 60_000 } });
  registerDashboardRoutes(api, services);
}

export const platformModule = defineModule({
  name: 'platform',
  purpose: "Health and mode, app ratings, leads and crash reports, the dashboards' shared items and the app shell.",
  needs: {
    identity: ['identity'],
    institutes: ['directory'],
    commerce: ['paymentProvider'],
    catalogue: ['boardClasses'],
    learnlists: ['dashboardItems'],
    attempts: ['dashboardItems'],
  },
  offers: [],
  fills: [],
  publishes: [],
  handles: [],
  tables: ['app_ratings', 'lead_captures', 'crash_reports', 'dashboard_preferences'],
  personalData: platformPersonalData,
  jobs: [],
  build({ platform, needs }) {
    const people = needs.identity.identity;
    const services = createPlatformServices({
      db: platform.db,
      config: platform.config,
      clock: platform.clock,
      paymentProvider: needs.commerce.paymentProvider,
      people: {
        isLinkedChild: people.isLinkedChild,
        tenantSchoolIds: people.tenantSchoolIds,
        schoolName: async (id) => (await needs.institutes.directory.schoolsByIds([id]))[0]?.school_name ?? null,
        countryOf: async (uuid) => (await people.profile(uuid)).country_iso,
        joinedAt: people.joinedAt,
      },
      boardClasses: needs.catalogue.boardClasses,
      dashboardSources: {
        homework: needs.learnlists.dashboardItems,
        assessment: needs.attempts.dashboardItems,
      },
      disk: platform.disk,
    });
    return { services, routes: (api) => registerPlatformModule(api, services, platform.config) };
  },
});
