import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { createAssignmentsRepository } from './assignments.repository.js';
import { createAssignmentsService } from './assignments.service.js';
import { createClassRecapsRepository } from './class-recaps.repository.js';
import { createClassRecaps } from './class-recaps.service.js';
import { createCompletionsRepository } from './completions.repository.js';
import { createHeldItems } from './held-items.js';
import { createHandinTasks } from './handin-tasks.js';
import { createHomeworkDueReader } from './homework-due.js';
import { registerHomeworkRoutes } from './homework.routes.js';
import { createHomeworkService, type HomeworkItemsPort } from './homework.service.js';
import { itemSourcesOf, type ItemSourcesPoint } from './item-sources.js';
import type { ExtensionPoint } from '../../platform/modules/extension-point.js';
import type { ModuleJobs } from '../../platform/modules/module-declaration.js';
import { defineModule } from '../module-map.js';
import { learnListsPersonalData } from './learnlists.personal-data.js';
import { homeworkDashboardSource } from './homework-dashboard.js';
import { homeworkNotices } from './homework-notices.js';
import { createHomeworkReminders, DUE_TOMORROW_JOB } from './homework-reminders.js';
import type { NotificationEvent } from '../notifications/notifications.module.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { createLearnListAccess } from './learnlist-access.js';
import { createLearnListsPolicy } from './learnlists.policy.js';
import type { LearnListDeps, LearnListPorts } from './learnlist-ports.js';
import { createLearnListReads } from './learnlist-reads.service.js';
import { createLearnListViews } from './learnlist-views.js';
import { createLearnListWrites } from './learnlist-writes.service.js';
import { createLearnListsRepository } from './learnlists.repository.js';
import { registerLearnListRoutes } from './learnlists.routes.js';
import { createReportService } from './report.service.js';
import { createReportAnswerCache } from './report-answer-cache.js';
import { createKeptStaffScopes } from './kept-staff-scope.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { reportHandinsOf, type ReportHandinsPoint } from './report-handins.js';
import { createLearnListsSchoolExport } from './learnlists-school-export.repository.js';

export type { ClassRecaps, NewRecap, RecapAudience, RecapSummary } from './class-recaps.service.js';
export { NO_HOMEWORK_EVENTS, type HomeworkDue, type HomeworkEvents } from './homework-events.js';
export type { HeldHomeworkItem, HomeworkItemOpen, HomeworkItemsPort } from './homework.service.js';
export type { HeldItem } from './held-items.js';
export type { AssignedTask, HandinTasks } from './handin-tasks.js';
export type { ItemBrief, ItemSourcesPoint, LearnListItemSources } from './item-sources.js';
export { handinKey, type ReportHandins, type ReportHandinsPoint } from './report-handins.js';

export { HANDIN_TASKS_VERSIONS, HANDINS_VERSIONS } from './report-versions.js';

export type LearnListsServices = ReturnType<typeof createLearnListsServices>;

/**
 * The learn-lists module, the homework loop: lists, homework, completion and reports. People,
 * sections and schools come from identity and institutes, titles from the catalogue, time spent from
 * learning, each through its service; the module's own repositories read only its own tables.
 */
export function createLearnListsServices(
  ports: LearnListPorts & {
    db: Db;
    itemSources: ExtensionPoint<ItemSourcesPoint>;
    reportHandins: ExtensionPoint<ReportHandinsPoint>;
    jobs: ModuleJobs;
    publish: (event: NotificationEvent) => Promise<void>;
    /** The caches every process agrees on: writes move versions, reports are kept under them. */
    versions?: Pick<CacheVersions, 'current' | 'bumpWithin'>;
  },
) {
  const moved = ports.versions ? (db: Db, name: string) => ports.versions!.bumpWithin(db, name) : undefined;
  const items = itemSourcesOf(ports.itemSources);
  const deps: LearnListDeps = {
    ...ports,
    items,
    reportHandins: reportHandinsOf(ports.reportHandins),
    repos: {
      lists: createLearnListsRepository(ports.db, moved),
      assignments: createAssignmentsRepository(ports.db, moved),
      completions: createCompletionsRepository(ports.db, moved),
    },
  };
  const policy = createLearnListsPolicy({ lists: deps.repos.lists, sections: deps.sections });
  const access = createLearnListAccess({ ...deps, policy });
  const views = createLearnListViews(deps);
  const homework = createHomeworkService(deps);
  const reads = createLearnListReads({ ...deps, access, views });
  const due = createHomeworkDueReader(deps);
  return {
    /** Who may read, change and assign which list (learnlists.policy.ts). */
    policy,
    reads,
    writes: createLearnListWrites({ ...deps, access, views }),
    assignments: createAssignmentsService({ ...deps, access }),
    homework,
    /** For the question bank, attempts and recordings: the homework a question, paper or recording is opened from, and its open. */
    homeworkItems: { heldItem: homework.heldItem, itemOpened: homework.itemOpened } satisfies HomeworkItemsPort,
    /** Where the question bank (questions), papers and recordings name their items. */
    itemSources: ports.itemSources,
    /** Where the hand-ins module puts work handed in into the item-wise report. */
    reportHandinsPoint: ports.reportHandins,
    reports: createReportService({
      ...deps,
      access,
      policy,
      kept: ports.versions && {
        reports: createReportAnswerCache(ports.versions),
        scopes: createKeptStaffScopes({ scopes: ports.scopes, versions: ports.versions, clock: ports.clock }),
      },
    }),
    /** Items of homework a learner holds (a recorded lecture's learn-list item, for the recordings module). */
    heldItems: createHeldItems(deps),
    /** Tasks that may ask for work handed in, and the homework they are given in (for the hand-ins module). */
    handinTasks: createHandinTasks({ ...deps, access }),
    due,
    /** The daily due-tomorrow reminder (a job of this module, told through notifications). */
    reminders: createHomeworkReminders({ ...ports, due }),
    /** A learner's homework as the integrated dashboard lists it. */
    dashboardItems: homeworkDashboardSource(homework),
    /** How many lists a teacher has (their library's count on the teacher dashboard). */
    async listCount(caller: AuthContext): Promise<number> {
      const page = await reads.search(caller, {
        name: null,
        stage: null,
        typeId: null,
        subjectId: null,
        schoolId: null,
        pageNo: 1,
        pageSize: 1,
      });
      return page.total_count;
    },
    /** Class recaps (a school's learn-list made for a live class), for the live-classes module, which keeps which is whose. */
    recaps: createClassRecaps({ ...deps, recaps: createClassRecapsRepository(ports.db), access, views, reads }),
  };
}

/** The learnlists calls of spec/calls.tsv and calls-chosen.tsv. */
export function registerLearnListsModule(api: FastifyInstance, services: LearnListsServices): void {
  registerLearnListRoutes(api, services);
  registerHomeworkRoutes(api, services);
}

export const learnListsModule = defineModule({
  name: 'learnlists',
  purpose:
    'Homework: learn-lists of items, assigned to sections with days, completed once per learner, reported per item.',
  needs: {
    identity: ['identity', 'directory'],
    institutes: ['staffScopes', 'sections'],
    catalogue: ['briefs', 'nodes'],
    learning: ['progress'],
    notifications: ['publish'],
    audit: ['audit'],
  },
  offers: [
    'homeworkItems',
    'heldItems',
    'recaps',
    'itemSources',
    'dashboardItems',
    'listCount',
    'handinTasks',
    'reportHandinsPoint',
  ],
  fills: [],
  publishes: [],
  handles: [
    'learning.homework-progress',
    'access.homework-content-opened',
    'question-bank.homework-item-opened',
    'attempts.homework-item-opened',
    'recordings.homework-item-opened',
  ],
  tables: [
    'learnlists',
    'learnlist_items',
    'learnlist_teachers',
    'learnlist_assignments',
    'learnlist_assignment_sections',
    'learnlist_extensions',
    'learnlist_completions',
  ],
  personalData: learnListsPersonalData,
  jobs: [DUE_TOMORROW_JOB],
  build({ platform, needs, jobs, events, extensionPoint }) {
    const { publish } = needs.notifications;
    const services = createLearnListsServices({
      db: platform.db,
      versions: platform.cacheVersions,
      clock: platform.clock,
      log: platform.log,
      identity: needs.identity.identity,
      directory: needs.identity.directory,
      scopes: needs.institutes.staffScopes,
      sections: needs.institutes.sections,
      briefs: needs.catalogue.briefs,
      nodes: needs.catalogue.nodes,
      progress: needs.learning.progress,
      events: homeworkNotices(publish),
      audit: needs.audit.audit,
      publish,
      jobs,
      itemSources: extensionPoint<ItemSourcesPoint>('itemSources', ['questions', 'papers', 'recordings']),
      reportHandins: extensionPoint<ReportHandinsPoint>('reportHandins', ['ofReport']),
    });
    // Both stamp the item of the homework once (completing it by the progress rule): a repeat changes nothing.
    events.on('learning.homework-progress', services.homework.progressPosted);
    events.on('access.homework-content-opened', services.homework.contentOpened);
    events.on('question-bank.homework-item-opened', services.homework.itemOpened);
    events.on('attempts.homework-item-opened', services.homework.itemOpened);
    events.on('recordings.homework-item-opened', services.homework.itemOpened);
    return {
      services,
      policy: services.policy,
      routes: (api) => registerLearnListsModule(api, services),
      // Tomorrow's reminder run is queued once the queue runs (one waiting run per day).
      start: () => services.reminders.scheduleNext(),
      schoolExport: createLearnListsSchoolExport(platform.db),
    };
  },
});
