import {
  AddProgressBody,
  AddProgressData,
  CategoryContentData,
  CategoryContentQuery,
  ContentResumeData,
  ContentResumeQuery,
  ProgressHeaders,
  RecentActivityBody,
  RecentActivityData,
  RecentContentData,
  RecentContentQuery,
} from '@esc/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ActingUserResolver } from '../../platform/auth/access.js';
import { ok, responses } from '../../platform/http/envelope.js';
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
  parent: FastifyInstance,
  { progress, actingUser }: { progress: ProgressService; actingUser: ActingUserResolver },
): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  for (const url of PROGRESS_PATHS) {
    app.post(
      url,
      {
        config: { guard: 'user', scope: 'self' },
        schema: {
          tags,
          summary: 'Record learning progress (the record of spec 000 §3; idempotent with a key)',
          description:
            'total_consumption_time is the seconds consumed since the previous acknowledged post for this content; ' +
            'the server adds it (capped at the media time + 10 minutes) and decides completion (spec 000 §4). ' +
            'The idempotency key is optional: client_event_id in the body or the Idempotency-Key header. ' +
            'A retry with the same key is answered with duplicate: true and not counted again; a post without ' +
            'a key is counted as it comes. total_media_time is HH:MM:SS or milliseconds. ' +
            'The write is committed before the answer. Paper progress sends paper_id instead of content_id.',
          headers: ProgressHeaders,
          body: AddProgressBody,
          response: responses(AddProgressData),
        },
      },
      async (request) => {
        const who = await actingUser(request, request.body.uuid);
        return ok(await progress.post(who, request.body, request.headers['idempotency-key']));
      },
    );
  }

  app.get(
    '/mis/getContentResumeTime',
    {
      config: { guard: 'user', scope: 'self' },
      schema: {
        tags,
        summary: 'Resume time (seconds) and completion per content',
        querystring: ContentResumeQuery,
        response: responses(ContentResumeData),
      },
    },
    async (request) => {
      const { uuid, contentId, contentIds } = request.query;
      const who = await actingUser(request, uuid);
      const ids = [...(contentId ? [contentId] : []), ...(contentIds ? contentIds.split(',').map(Number) : [])];
      return ok(await progress.resumeTimes(who.uuid, ids));
    },
  );

  app.get(
    '/mis/getCategoryContent',
    {
      config: { guard: 'user', scope: 'self' },
      schema: {
        tags,
        summary: 'The learner’s recent content of one group category (range 1-15 by default)',
        querystring: CategoryContentQuery,
        response: responses(CategoryContentData),
      },
    },
    async (request) => {
      const { uuid, groupCategoryId, startIndex, endIndex } = request.query;
      const who = await actingUser(request, uuid);
      return ok(await progress.categoryContent(who, groupCategoryId, startIndex, endIndex));
    },
  );

  app.get(
    '/mis/recentContent.2.0',
    {
      config: { guard: 'user', scope: 'self' },
      schema: {
        tags,
        summary: 'Recent content, most recent first, and the dashboard’s continue-learning slice (6)',
        querystring: RecentContentQuery,
        response: responses(RecentContentData),
      },
    },
    async (request) => {
      const who = await actingUser(request, request.query.uuid);
      return ok(await progress.recentContent(who, request.query.limit));
    },
  );

  app.post(
    '/mis/v2/recentActivityContentCount/v2.3.0',
    {
      config: { guard: 'user', scope: 'self' },
      schema: {
        tags,
        summary: 'Content consumed and completed per category (learn, practice, test), and time spent',
        body: RecentActivityBody,
        response: responses(RecentActivityData),
      },
    },
    async (request) => {
      const who = await actingUser(request, request.body.uuid);
      return ok(await progress.recentActivity(who.uuid, request.body.from, request.body.to));
    },
  );
}
