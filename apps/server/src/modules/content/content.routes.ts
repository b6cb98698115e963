import Type from 'typebox';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import { assignIdFromWire } from '../access/access.module.js';
import type { ViewerResolver } from '../catalogue/catalogue.module.js';
import { parseIds, parseTextIds, type ContentDetailsService } from './content-details.service.js';
import type { InteractiveLessonService } from './interactive-lesson.service.js';

const tags = ['content'];
const guestNote = 'Guest-allowed: guests get metadata only (media URLs null, requires_sign_in true).';
const homeworkNote =
  ' Opened from homework, assignId (assign_id) names it: the gate reads the assignment as POST /access/decide ' +
  'does (when the learner holds it and the item is in its list, a school’s assignment skips the checks: mode 1).';

/**
 * Content detail reads (spec 000 §7, spec 002 §7.1). Guests may read details (spec 000 §6). Each read
 * is for the viewer of the request: another school's own content is answered as missing.
 */
export function registerContentRoutes(
  app: FastifyInstance,
  deps: { details: ContentDetailsService; lessons: InteractiveLessonService; viewerOf: ViewerResolver },
): void {
  const { details, lessons, viewerOf } = deps;

  route(
    app,
    'POST /content/contentDetails.1.0',
    { tags, summary: 'Details of content ids', description: guestNote },
    async (request) => ok(await details.byIds(await viewerOf(request), parseIds(request.body.content_ids))),
  );

  route(
    app,
    'GET /content/v2/contentDetailsByContentIds',
    {
      tags,
      summary: 'Details of content ids; 204 (no body) when none is found, so the client tries the old ids',
      description: guestNote + homeworkNote,
      response: { 204: Type.Null({ description: 'none of the ids found' }) },
    },
    async (request, reply) => {
      const result = await details.byIds(await viewerOf(request), parseIds(request.query.contentIds), {
        groupId: request.query.groupId,
        assignId: assignIdFromWire(request.query.assignId),
      });
      if (result.content_details.length === 0) return reply.code(204).send(null);
      return ok(result);
    },
  );

  route(
    app,
    'POST /content/v2/contentDetailByOldContentIds',
    { tags, summary: 'Details by old content ids', description: guestNote + homeworkNote },
    async (request) =>
      ok(
        await details.byOldIds(await viewerOf(request), parseTextIds(request.body.oldContentIds), {
          assignId: assignIdFromWire(request.body.assign_id),
        }),
      ),
  );

  route(
    app,
    'GET /content/v2/contentDetailByCrsId',
    { tags, summary: 'Details of the content with a CRS id', description: guestNote },
    async (request) => ok(await details.byCrsId(await viewerOf(request), request.query.crsId)),
  );

  route(
    app,
    'POST /content/v2/guidedModeContentDetailByContentIds',
    {
      tags,
      summary: 'Details of content ids for guided learners (types 10-12 send no language)',
      description: guestNote,
    },
    async (request) => ok(await details.byIds(await viewerOf(request), parseIds(request.body.content_ids))),
  );

  route(
    app,
    'POST /content/getAllContentDetails',
    {
      tags,
      summary: 'Details of every content under a syllabus node (or in a group, or of ids), paged 1-10',
      description: guestNote,
    },
    async (request) => {
      const b = request.body;
      return ok(
        await details.all(await viewerOf(request), {
          syllabusId: b.syllabus_id,
          groupId: b.group_id,
          ids: b.content_ids === undefined ? undefined : parseIds(b.content_ids),
          startIndex: b.start_index,
          endIndex: b.end_index,
        }),
      );
    },
  );

  route(
    app,
    'POST /content/v2/searchContentBySyllabus',
    {
      tags,
      summary: 'Search content by title within a syllabus node (range 1-10)',
      description: `${guestNote} stages ('1,2,3,4,5') and role_id (4) are accepted as the specs' clients send them.`,
    },
    async (request) => {
      const b = request.body;
      return ok(
        await details.search(await viewerOf(request), {
          syllabusId: b.syllabus_id,
          text: b.search_text ?? b.content_title,
          startIndex: b.start_index,
          endIndex: b.end_index,
        }),
      );
    },
  );

  route(
    app,
    'GET /content/interactiveLesson/:contentId',
    {
      tags,
      summary: 'The interactive lesson JSON: slides and activities (1 test, 2 content, 3 question)',
      description:
        'The access gate decides as POST /access/decide does (403 with its explanation when it refuses), and ' +
        "a 17250 learner's free open is recorded. The `id` query parameter is a cache-buster and is ignored." +
        homeworkNote,
    },
    async (request, reply) => {
      const { languageId, assignId } = request.query;
      const lesson = await lessons.lesson(requireUser(request), request.params.contentId, languageId, {
        assignId: assignIdFromWire(assignId),
      });
      // Lessons change with content versions; the client's cache-buster decides freshness.
      reply.header('cache-control', 'private, no-cache');
      return ok(lesson);
    },
  );
}
