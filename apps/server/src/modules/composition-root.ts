import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { concurrentWritersFor } from '../db/dialect.js';
import type { TokenService } from '../platform/auth/tokens.js';
import { createNotifier } from '../platform/notify/notify.factory.js';
import type { Notifier } from '../platform/notify/notifier.js';
import { createJobQueue } from '../platform/jobs/job-queue.factory.js';
import { createStorage } from '../platform/storage/storage.factory.js';
import { createAccessServices, registerAccessModule } from './access/access.module.js';
import { createAssessmentsServices, registerAssessmentsModule } from './assessments/assessments.module.js';
import { createAttendanceServices, registerAttendanceModule } from './attendance/attendance.module.js';
import { createAttemptServices, registerAttemptRoutes } from './assessments/attempts.wiring.js';
import { createCatalogueServices, registerCatalogueModule } from './catalogue/catalogue.module.js';
import { createCommerceServices, paymentProviderFor, registerCommerceModule } from './commerce/commerce.module.js';
import { createLicenceReaderRepository } from './commerce/licence-reader.repository.js';
import { createLicenceReader } from './commerce/licence-reader.service.js';
import { viewerFromAuth } from './catalogue/catalogue-viewer.js';
import { createContentServices, registerContentModule } from './content/content.module.js';
import { createIdentityServices, registerIdentityModule } from './identity/identity.module.js';
import { createInstitutesServices, registerInstitutesModule } from './institutes/institutes.module.js';
import { createLearningServices, registerLearningModule } from './learning/learning.module.js';
import {
  createLearnListsServices,
  type HomeworkEvents,
  registerLearnListsModule,
} from './learnlists/learnlists.module.js';
import { dueHomeworkSource, homeworkNotices } from './learnlists/homework-notices.js';
import type { ProviderRecordings } from './live/live-ports.js';
import { createLiveServices, registerLiveModule } from './live/live.module.js';
import { createMediaServices, registerMediaModule } from './media/media.module.js';
import { mediaSignerFor } from './media/signed-url.js';
import { createNotificationsServices, registerNotificationsModule } from './notifications/notifications.module.js';
import { assessmentDashboardSource, boardClassesOf, homeworkDashboardSource } from './platform/dashboard-sources.js';
import { createPlatformServices, registerPlatformModule } from './platform/platform.module.js';

export interface CompositionInput {
  db: Db;
  config: AppConfig;
  /** Milliseconds since the epoch; tests move time. */
  clock: () => number;
  log: FastifyBaseLogger;
  tokens: TokenService;
  /** Where codes and invitations go; by default the adapters the config names (tests pass their own). */
  notifier?: Notifier;
  /** PostgreSQL: the schema of the job queue's tables (tests give each file its own). */
  jobsSchema?: string;
  /** Who hears of homework; by default people are told through the notifications module. */
  homeworkEvents?: HomeworkEvents;
  /** Where meeting-room providers' recordings go; by default the recordings module (tests capture them). */
  recordings?: ProviderRecordings;
}

export type Services = ReturnType<typeof composeServices>;

/**
 * The one place where repositories and services are built: each once, in dependency order, so
 * every module that needs the access gate, the storage or the signer shares the same instance
 * (and the same caches). A CLI, a job or a test can call this without booting HTTP.
 */
export function composeServices(input: CompositionInput) {
  const { db, config, clock, log, tokens } = input;
  const storage = createStorage(config);
  const signer = mediaSignerFor(config, clock);
  // One queue per server: modules register their job handlers while they are built; the app starts it.
  const jobs = createJobQueue({ db, databaseUrl: config.databaseUrl, clock, log, pgBossSchema: input.jobsSchema });

  const notifier = input.notifier ?? createNotifier({ mode: config.mode, notify: config.notify, log });

  const identity = createIdentityServices({ db, config, clock, log, tokens, notifier });
  const people = identity.identity;
  // Every module that tells people something calls notifications.publish; built right after identity.
  const notifications = createNotificationsServices({
    db,
    config,
    clock,
    log,
    jobs,
    schema: input.jobsSchema,
    people: {
      existing: async (uuids) => (await identity.directory.people(uuids)).map((p) => p.uuid),
      exists: people.userExists,
    },
  });
  const catalogue = createCatalogueServices({ db, clock, identity: people });
  const { contentStore, contentEdits } = catalogue;
  const commerce = createCommerceServices({
    db,
    clock,
    log,
    identity: people,
    names: catalogue.names,
    provider: paymentProviderFor(config),
    webhookSecret: config.razorpay?.webhookSecret ?? null,
  });
  // What institutes reads of seats and packages; the commerce module's own services stay as they are.
  const licences = createLicenceReader({ repo: createLicenceReaderRepository(db) });
  const { viewerSchools, viewerOf } = catalogue;
  const access = createAccessServices({
    db,
    clock,
    identity: people,
    subscriptions: commerce.subscriptions,
    viewerSchools,
  });
  const gate = access.contentGate;
  const media = createMediaServices({
    db,
    clock,
    storage,
    signer,
    gate,
    jobs,
    contentStore,
    isPlatformEditor: contentEdits.isPlatformEditor,
    identity: people,
    viewerSchools,
  });
  const institutes = createInstitutesServices({
    db,
    clock,
    identity,
    licences,
    nodes: catalogue.nodes,
    catalogue,
    commerce,
  });
  // Identity asks institutes and the catalogue for schools, sections and classes; they are built after it.
  identity.connect({
    schoolsByIds: institutes.directory.schoolsByIds,
    sectionsByIds: institutes.directory.sectionsByIds,
    sectionsOfSchool: institutes.directory.sectionsOfSchool,
    createSchool: institutes.directory.createSchool,
    defaultSchoolSection: institutes.directory.defaultSchoolSection,
    boardClass: catalogue.names.boardClass,
  });
  const learning = createLearningServices({
    db,
    clock,
    identity: people,
    catalogue,
    concurrentWrites: concurrentWritersFor(config.databaseUrl),
  });
  const learnlists = createLearnListsServices({
    db,
    clock,
    log,
    identity: people,
    directory: identity.directory,
    scopes: institutes.staffScopes,
    sections: institutes.sections,
    briefs: catalogue.briefs,
    nodes: catalogue.nodes,
    progress: learning.progress,
    // Tests may listen themselves; the product tells people through the notifications module.
    events: input.homeworkEvents ?? homeworkNotices(notifications.publish),
  });
  // A progress post that names its homework completes the learn-list item (the progress rule decides).
  learning.connectHomework(learnlists.homework.progressPosted);
  // Content the gate lets a learner open from their homework is stamped opened there.
  access.connectHomework(learnlists.homework.contentOpened);
  // The daily due-tomorrow reminder reads the homework due from learn-lists.
  notifications.connect({ dueHomework: dueHomeworkSource(learnlists.due) });
  // Assessments: the question bank, papers and assigning, and the attempt half (the test engine,
  // evaluation, standings, reports), built on the same ports.
  const assessmentPorts = {
    db,
    clock,
    log,
    identity: people,
    directory: identity.directory,
    scopes: institutes.staffScopes,
    sections: institutes.sections,
    catalogue: { ...catalogue, isPlatformEditor: contentEdits.isPlatformEditor },
    access: access.access,
    signer,
    storage,
    jobs,
    publish: notifications.publish,
    // A question or paper opened from homework: read for the list's learners, and its open completes the item.
    homework: learnlists.homeworkItems,
  };
  const assessments = createAssessmentsServices(assessmentPorts);
  const attempts = createAttemptServices(
    { ...assessmentPorts, concurrentWrites: concurrentWritersFor(config.databaseUrl) },
    assessments,
  );
  // A changed key or a dropped question re-marks every attempt of the papers holding it.
  assessments.connect({ keysChanged: attempts.evaluation.keysChanged });
  // The catalogue names papers (bookmarks, where a paper sits) through assessments, which owns them.
  catalogue.connectPapers({ briefs: assessments.paperBriefs });
  const content = createContentServices({
    storage,
    signer,
    gate,
    contentStore,
    contentEdits,
    versions: catalogue.versions,
    mediaOwners: media.owners,
    viewerOf,
    viewerSchools,
  });
  // Live: notices, live classes and their recordings (issue 10), told through the notifications module.
  const live = createLiveServices({
    db,
    clock,
    log,
    identity: people,
    directory: identity.directory,
    scopes: institutes.staffScopes,
    sections: { ...institutes.sections, sectionsOfSchool: institutes.directory.sectionsOfSchool },
    subjects: catalogue.nodes,
    signer,
    storage,
    jobs,
    publish: notifications.publish,
    meetingRooms: { bbb: config.bbb ?? null, zoom: config.zoom ?? null },
    // The school's setting is the attendance module's, built below from this module's presence: read at call time.
    presenceShareOf: (schoolId) => attendance.presenceShareOf(schoolId),
    // Class recaps are learn-lists of the learn-lists module (issue 10 §5).
    recaps: learnlists.recaps,
    recordings: input.recordings,
    // Recordings: played through the access gate, uploaded through the media pipeline, listed in homework.
    access: access.access,
    uploads: media.uploadLookup,
    homework: { heldItems: learnlists.heldItems.of, itemOpened: learnlists.homeworkItems.itemOpened },
    bookmarks: learning.bookmarks,
    studyNotes: async (caller, ids) =>
      content.details.byIds(viewerFromAuth(caller, await viewerSchools.of(caller)), [...ids], {
        open: ids.length === 1,
      }),
    library: {
      learnListCount: async (caller) =>
        (
          await learnlists.reads.search(caller, {
            name: null,
            stage: null,
            typeId: null,
            subjectId: null,
            schoolId: null,
            pageNo: 1,
            pageSize: 1,
          })
        ).total_count,
      paperCount: async (caller) => (await assessments.paperReads.teacherList(caller, { page_size: 1 })).total_count,
    },
    subjectNodes: catalogue.nodes,
  });
  // A recorded-lecture bookmark names one of the live module's recordings.
  learning.connectRecordings(live.recordings);
  // Learn-lists are built first: their question, paper and recording items are named by their modules once built.
  learnlists.connectItems({
    questions: assessments.itemBriefs.questions,
    papers: assessments.itemBriefs.papers,
    recordings: live.recordings.itemBriefs,
  });
  // Attendance (issue 10 §6): one register, live attendance merged in through the live module's service.
  const attendance = createAttendanceServices({
    db,
    clock,
    log,
    identity: people,
    directory: identity.directory,
    scopes: institutes.staffScopes,
    sections: { ...institutes.sections, sectionsOfSchool: institutes.directory.sectionsOfSchool },
    live: { presence: live.attendance.presence },
    publish: notifications.publish,
    concurrentWrites: concurrentWritersFor(config.databaseUrl),
  });
  const platform = createPlatformServices({
    db,
    config,
    clock,
    paymentProvider: commerce.paymentProvider,
    people: {
      isLinkedChild: people.isLinkedChild,
      tenantSchoolIds: people.tenantSchoolIds,
      schoolName: async (id) => (await institutes.directory.schoolsByIds([id]))[0]?.school_name ?? null,
      countryOf: async (uuid) => (await people.profile(uuid)).country_iso,
    },
    boardClasses: boardClassesOf(catalogue.tree),
  });
  // The integrated dashboard lists homework and assigned papers; live classes join when they are built.
  platform.dashboard.connect('homework', homeworkDashboardSource(learnlists.homework));
  platform.dashboard.connect('assessment', assessmentDashboardSource(assessments.learner));
  return {
    attempts,
    notifier,
    identity,
    commerce,
    access,
    catalogue,
    platform,
    content,
    media,
    learning,
    learnlists,
    assessments,
    live,
    attendance,
    institutes,
    notifications,
    jobs,
  };
}

/** Every module's routes, mounted under /api, each handed the services built above. */
export function registerModuleRoutes(api: FastifyInstance, services: Services, config: AppConfig): void {
  registerPlatformModule(api, services.platform, config);
  registerIdentityModule(api, services.identity, config.loginMaxPerAddress);
  registerCatalogueModule(api, services.catalogue);
  registerContentModule(api, services.content);
  registerMediaModule(api, services.media, config.uploadMaxBytes);
  registerLearningModule(api, services.learning);
  registerInstitutesModule(api, services.institutes);
  registerCommerceModule(api, services.commerce);
  registerAccessModule(api, services.access);
  registerNotificationsModule(api, services.notifications);
  registerLearnListsModule(api, services.learnlists);
  registerAssessmentsModule(api, services.assessments);
  registerAttemptRoutes(api, services.attempts);
  registerLiveModule(api, services.live);
  registerAttendanceModule(api, services.attendance);
}
