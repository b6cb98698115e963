import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { createLiveClassAudience } from './live-class-audience.js';
import { createLiveClassClosing } from './live-class-close.job.js';
import { createLiveClassNotices } from './live-class-reminder.job.js';
import { createLiveClassViews } from './live-class-views.js';
import { createLiveClassesRepository } from './live-classes.repository.js';
import { registerLiveClassRoutes } from './live-classes.routes.js';
import { createLiveClassesService } from './live-classes.service.js';
import type { LiveDeps, LivePorts } from './live-ports.js';
import { createLiveRecapList } from './live-recap-list.js';
import { createLiveRecapsRepository } from './live-recaps.repository.js';
import { registerLiveRecapRoutes } from './live-recaps.routes.js';
import { createLiveRecapsService } from './live-recaps.service.js';
import { createMeetingRooms } from './meeting-rooms.js';
import { createNoticeAudience } from './notice-audience.js';
import { createNoticeBoard } from './notice-board.service.js';
import { createNoticePublishing } from './notice-publish.job.js';
import { createNoticeViews } from './notice-views.js';
import { createNoticesRepository } from './notices.repository.js';
import { registerNoticeRoutes } from './notices.routes.js';
import { createNoticesService } from './notices.service.js';

export type LiveServices = ReturnType<typeof createLiveServices>;

/**
 * The live module (issue 10): notices and live classes; recordings, recaps and attendance join it later.
 * People, sections and schools come from identity and institutes, files from the media storage and
 * its signer, and audiences are told through the notifications module's publish.
 */
export function createLiveServices(ports: LivePorts & { db: Db }) {
  const deps: LiveDeps = {
    ...ports,
    repos: {
      notices: createNoticesRepository(ports.db),
      liveClasses: createLiveClassesRepository(ports.db),
      recaps: createLiveRecapsRepository(ports.db),
    },
  };
  const audience = createNoticeAudience(deps);
  const views = createNoticeViews(deps);
  const publishing = createNoticePublishing({ ...deps, audience });
  const classAudience = createLiveClassAudience(deps);
  const classNotices = createLiveClassNotices({ ...deps, audience: classAudience });
  const closing = createLiveClassClosing(deps);
  const classViews = createLiveClassViews(deps);
  const liveClasses = createLiveClassesService({
    ...deps,
    audience: classAudience,
    closing,
    views: classViews,
    notices: classNotices,
    // The class's provider: 'link' now; BigBlueButton and Zoom adapters are added to this list.
    rooms: createMeetingRooms(),
  });
  return {
    liveClasses,
    /** The 10-minute reminder's sweep, for tests and operators. */
    classNotices,
    /** The sweep that closes classes whose time is over, for tests and operators. */
    closing,
    notices: createNoticesService({ ...deps, audience, views, publishing }),
    board: createNoticeBoard({ ...deps, audience, views }),
    /** The publish job's sweep, for tests and operators. */
    publishing,
    /** Class recaps (issue 10 §5): built while teaching, published to the class's sections. */
    recaps: createLiveRecapsService({ ...deps, views: classViews }),
    recapList: createLiveRecapList({ ...deps, audience: classAudience, views: classViews }),
  };
}

/** The live calls of spec/calls.tsv and calls-chosen.tsv built so far (notices, live classes). */
export function registerLiveModule(api: FastifyInstance, services: LiveServices): void {
  registerNoticeRoutes(api, services);
  registerLiveClassRoutes(api, services);
  registerLiveRecapRoutes(api, services);
}
