import type { FastifyInstance } from 'fastify';
import { route, routes } from '../../platform/http/call-route.js';
import type { ActingUserResolver } from '../../platform/auth/access.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import type { BookmarksService } from './bookmarks.service.js';

const tags = ['learning'];
const QUESTION = '/question-msa-test/question';
const MAX_SYLLABUS_IDS = 100;

/** Bookmark status checks, counts and lists. */
export function registerBookmarkReadRoutes(
  app: FastifyInstance,
  { bookmarks, actingUser }: { bookmarks: BookmarksService; actingUser: ActingUserResolver },
): void {
  route(
    app,
    'GET /syllabus-v2/checkSyllabusBookmarkStatus/v2.1.0',
    { tags, summary: 'Bookmark flag of syllabus nodes (syllabusId or comma-separated syllabusIds)' },
    async (request) => {
      const { uuid, syllabusId, syllabusIds } = request.query;
      const ids = [...(syllabusId ? [String(syllabusId)] : []), ...(syllabusIds ? syllabusIds.split(',') : [])];
      if (ids.length === 0 || ids.length > MAX_SYLLABUS_IDS) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          errors: [{ field: 'syllabusIds', reason: 'learning.idsBetween', params: { max: MAX_SYLLABUS_IDS } }],
        });
      }
      const who = await actingUser(request, uuid);
      const flags = await bookmarks.status(
        who.uuid,
        'syllabus',
        ids.map((id) => String(Number(id))),
      );
      return ok({ syllabus: flags.map((f) => ({ syllabus_id: Number(f.id), is_bookmarked: f.is_bookmarked })) });
    },
  );

  route(
    app,
    'GET /mis/v2/contentBookmarkedStatusUniversity',
    { tags, summary: 'Whether a content is bookmarked' },
    async (request) => {
      const who = await actingUser(request, request.query.uuid);
      const [flag] = await bookmarks.status(who.uuid, 'content', [String(request.query.contentId)]);
      return ok({
        content_id: request.query.contentId,
        is_bookmarked: flag!.is_bookmarked,
        bookmarked_on: flag!.bookmarked_on,
      });
    },
  );

  routes(
    app,
    ['POST /paperCreation/checkPaperBookmarkStatusUniversity', 'POST /paperCreation/v2/checkPaperBookmarkStatus'],
    {
      tags,
      summary: 'Bookmark flag of up to 10 papers',
      description: 'paper_ids holds 1 to 10 ids (spec 000: batches of 10); 11 or more are refused (400).',
    },
    async (request) => {
      const who = await actingUser(request, request.body.uuid);
      const flags = await bookmarks.status(who.uuid, 'paper', request.body.paper_ids.map(String));
      return ok({ papers: flags.map((f) => ({ paper_id: Number(f.id), is_bookmarked: f.is_bookmarked })) });
    },
  );

  route(
    app,
    'POST /paperCreation/bookmarkedPaperListAndCountUniversity',
    {
      tags,
      summary: 'Bookmarked papers, newest first, with the total count (envelope status 200)',
      description:
        'Filters by syllabus_id and l1_syllabus_id; page_no from 1, page_size 10 by default. detail_type is accepted and ignored.',
    },
    async (request) => {
      const { uuid, syllabus_id, l1_syllabus_id, page_no, page_size } = request.body;
      const who = await actingUser(request, uuid);
      const data = await bookmarks.paperList(
        who.uuid,
        { syllabusId: syllabus_id, l1SyllabusId: l1_syllabus_id },
        page_no,
        page_size,
      );
      // The specs' client reads success of this one call as status 200 (CONTRACT.md).
      return { ...ok(data), status: 200 };
    },
  );

  route(
    app,
    `POST ${QUESTION}/v2/questionBookmarkedCount`,
    { tags, summary: 'How many questions are bookmarked (optionally under one syllabus id)' },
    async (request) => {
      const who = await actingUser(request, request.body.uuid);
      return ok({ count: await bookmarks.questionCount(who.uuid, request.body.syllabus_id) });
    },
  );

  route(
    app,
    `POST ${QUESTION}/bookmarkLikeDislikeFlagByQuestionIds`,
    { tags, summary: 'Bookmark flag per question id (likes and dislikes are not recorded: null)' },
    async (request) => {
      const who = await actingUser(request, request.body.uuid);
      const flags = await bookmarks.status(who.uuid, 'question', request.body.question_ids.map(String));
      return ok({
        questions: flags.map((f) => ({
          question_id: f.id,
          is_bookmarked: f.is_bookmarked,
          is_liked: null,
          is_disliked: null,
        })),
      });
    },
  );

  route(
    app,
    'POST /learning/bookmarks/status',
    {
      tags,
      summary: 'Bookmark flags of up to 100 items of any kinds in one call (a screen’s whole list)',
      description:
        'A read with a body (POST) so one call covers content, syllabus nodes, questions, papers and ' +
        'recorded lectures together. The answer keeps the order asked, duplicates collapsed.',
    },
    async (request) => {
      const who = await actingUser(request, request.body.uuid);
      return ok({ items: await bookmarks.statusOfItems(who.uuid, request.body.items) });
    },
  );

  route(
    app,
    'GET /learning/bookmarks',
    { tags, summary: 'My bookmarks of one kind, newest first, with titles (for the /my-bookmarks screen)' },
    async (request) => {
      const { uuid, kind, page_no, page_size } = request.query;
      const who = await actingUser(request, uuid);
      return ok(await bookmarks.list(who, kind, page_no, page_size));
    },
  );
}
