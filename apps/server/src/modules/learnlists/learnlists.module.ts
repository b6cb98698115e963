import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { createAssignmentsRepository } from './assignments.repository.js';
import { createAssignmentsService } from './assignments.service.js';
import { createClassRecapsRepository } from './class-recaps.repository.js';
import { createClassRecaps } from './class-recaps.service.js';
import { createCompletionsRepository } from './completions.repository.js';
import { createHeldItems } from './held-items.js';
import { createHomeworkDueReader } from './homework-due.js';
import { registerHomeworkRoutes } from './homework.routes.js';
import { createHomeworkService, type HomeworkItemsPort } from './homework.service.js';
import { createItemSourcesSlot, type LearnListItemSources } from './item-sources.js';
import { createLearnListAccess } from './learnlist-access.js';
import type { LearnListDeps, LearnListPorts } from './learnlist-ports.js';
import { createLearnListReads } from './learnlist-reads.service.js';
import { createLearnListViews } from './learnlist-views.js';
import { createLearnListWrites } from './learnlist-writes.service.js';
import { createLearnListsRepository } from './learnlists.repository.js';
import { registerLearnListRoutes } from './learnlists.routes.js';
import { createReportService } from './report.service.js';

export type { ClassRecaps, NewRecap, RecapAudience, RecapSummary } from './class-recaps.service.js';
export { NO_HOMEWORK_EVENTS, type HomeworkDue, type HomeworkEvents } from './homework-events.js';
export type { HeldHomeworkItem, HomeworkItemOpen, HomeworkItemsPort } from './homework.service.js';
export type { ItemBrief, LearnListItemSources } from './item-sources.js';

export type LearnListsServices = ReturnType<typeof createLearnListsServices>;

/**
 * The learn-lists module (issue 8, the homework loop): lists, homework, completion and reports. People,
 * sections and schools come from identity and institutes, titles from the catalogue, time spent from
 * learning, each through its service; the module's own repositories read only its own tables.
 */
export function createLearnListsServices(ports: LearnListPorts & { db: Db }) {
  const items = createItemSourcesSlot();
  const deps: LearnListDeps = {
    ...ports,
    items,
    repos: {
      lists: createLearnListsRepository(ports.db),
      assignments: createAssignmentsRepository(ports.db),
      completions: createCompletionsRepository(ports.db),
    },
  };
  const access = createLearnListAccess(deps);
  const views = createLearnListViews(deps);
  const homework = createHomeworkService(deps);
  const reads = createLearnListReads({ ...deps, access, views });
  return {
    reads,
    writes: createLearnListWrites({ ...deps, access, views }),
    assignments: createAssignmentsService({ ...deps, access }),
    homework,
    /** For assessments and live: the homework a question, paper or recording is opened from, and its open. */
    homeworkItems: { heldItem: homework.heldItem, itemOpened: homework.itemOpened } satisfies HomeworkItemsPort,
    /** Questions and papers (assessments) and recordings (live) name their items once those modules are built. */
    connectItems: (sources: LearnListItemSources) => items.connect(sources),
    reports: createReportService({ ...deps, access }),
    /** Items of homework a learner holds (a recorded lecture's learn-list item, for the live module). */
    heldItems: createHeldItems(deps),
    /** For the notifications module's due-tomorrow job. */
    due: createHomeworkDueReader(deps),
    /** Class recaps (issue 10 §5), for the live module, which keeps which list is which class's recap. */
    recaps: createClassRecaps({ ...deps, recaps: createClassRecapsRepository(ports.db), access, views, reads }),
  };
}

/** The learnlists calls of spec/calls.tsv and calls-chosen.tsv. */
export function registerLearnListsModule(api: FastifyInstance, services: LearnListsServices): void {
  registerLearnListRoutes(api, services);
  registerHomeworkRoutes(api, services);
}
