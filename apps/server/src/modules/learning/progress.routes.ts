import type { FastifyInstance } from 'fastify';
import { route, routes } from '../../platform/http/call-route.js';
import type { ActingUserResolver } from '../../platform/auth/access.js';
import { ok } from '../../platform/http/envelope.js';
import type { ProgressService } from './progress.service.js';

const tags = ['learning'];

/** The six progress paths of the specs: one handler (CONTRACT.md: variants share a handler). */
export const PROGRESS_PATHS = [
  '/mis/v2/addLearningProgress',
  '/mis/v2/addLearningProgressUniversity',
  '/mis/v2/addProgressForYfc',
  '/mis/addProgress',
  '/mis/add_to_progress_report_test',
  '/student-report/student/addPaperProgressReportUniversity',
] as const;

export function registerProgressRoutes(
  app: FastifyInstance,
  { progress, actingUser }: { progress: ProgressService; actingUser: ActingUserResolver },
): void {
  routes(
    app,
    PROGRESS_PATHS.map((path) => `POST ${path}` as const),
    {
      tags,
      summary: 'Record learning progress (the record of spec 000 §3; idempotent with a key)',
      description:
        'total_consumption_time is the seconds consumed since the previous acknowledged post for this content; ' +
        'the server adds it (capped at the media time + 10 minutes) and decides completion (spec 000 §4). ' +
        'The idempotency key is optional: client_event_id in the body or the Idempotency-Key header. ' +
        'A retry with the same key is answered with duplicate: true and not counted again; a post without ' +
        'a key is counted as it comes. total_media_time is HH:MM:SS or milliseconds. ' +
        'The write is committed before the answer. Paper progress sends paper_id instead of content_id.',
    },
    async (request) => {
      const who = await actingUser(request, request.body.uuid);
      return ok(await progress.post(who, request.body, request.headers['idempotency-key']));
    },
  );

  route(
    app,
    'GET /mis/getContentResumeTime',
    { tags, summary: 'Resume time (seconds) and completion per content' },
    async (request) => {
      const { uuid, contentId, contentIds } = request.query;
      const who = await actingUser(request, uuid);
      const ids = [...(contentId ? [contentId] : []), ...(contentIds ? contentIds.split(',').map(Number) : [])];
      return ok(await progress.resumeTimes(who.uuid, ids));
    },
  );

  route(
    app,
    'GET /mis/getCategoryContent',
    { tags, summary: 'The learner’s recent content of one group category (range 1-15 by default)' },
    async (request) => {
      const { uuid, groupCategoryId, startIndex, endIndex } = request.query;
      const who = await actingUser(request, uuid);
      return ok(await progress.categoryContent(who, groupCategoryId, startIndex, endIndex));
    },
  );

  route(
    app,
    'GET /mis/recentContent.2.0',
    { tags, summary: 'Recent content, most recent first, and the dashboard’s continue-learning slice (6)' },
    async (request) => {
      const who = await actingUser(request, request.query.uuid);
      return ok(await progress.recentContent(who, request.query.limit));
    },
  );

  route(
    app,
    'POST /mis/v2/recentActivityContentCount/v2.3.0',
    { tags, summary: 'Content consumed and completed per category (learn, practice, test), and time spent' },
    async (request) => {
      const who = await actingUser(request, request.body.uuid);
      return ok(await progress.recentActivity(who.uuid, request.body.from, request.body.to));
    },
  );
}
