import {
  BookmarkedPaperListBody,
  BookmarkedPaperListData,
  BookmarkListData,
  BookmarkListQuery,
  BookmarkStatusBody,
  BookmarkStatusData,
  ContentBookmarkStatusData,
  ContentBookmarkStatusQuery,
  PaperBookmarkStatusBody,
  PaperBookmarkStatusData,
  QuestionBookmarkCountBody,
  QuestionBookmarkCountData,
  QuestionFlagsBody,
  QuestionFlagsData,
  SyllabusBookmarkStatusData,
  SyllabusBookmarkStatusQuery,
} from '@esc/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ActingUserResolver } from '../../platform/auth/access.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ok, responses } from '../../platform/http/envelope.js';
import type { BookmarksService } from './bookmarks.service.js';

const tags = ['learning'];
const QUESTION = '/question-msa-test/question';
const MAX_SYLLABUS_IDS = 100;

/** Bookmark status checks, counts and lists. */
export function registerBookmarkReadRoutes(
  parent: FastifyInstance,
  { bookmarks, actingUser }: { bookmarks: BookmarksService; actingUser: ActingUserResolver },
): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const config = { guard: 'user', scope: 'self' } as const;

  app.get(
    '/syllabus-v2/checkSyllabusBookmarkStatus/v2.1.0',
    {
      config,
      schema: {
        tags,
        summary: 'Bookmark flag of syllabus nodes (syllabusId or comma-separated syllabusIds)',
        querystring: SyllabusBookmarkStatusQuery,
        response: responses(SyllabusBookmarkStatusData),
      },
    },
    async (request) => {
      const { uuid, syllabusId, syllabusIds } = request.query;
      const ids = [...(syllabusId ? [String(syllabusId)] : []), ...(syllabusIds ? syllabusIds.split(',') : [])];
      if (ids.length === 0 || ids.length > MAX_SYLLABUS_IDS) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          errors: [{ field: 'syllabusIds', message: `between 1 and ${MAX_SYLLABUS_IDS} ids` }],
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

  app.get(
    '/mis/v2/contentBookmarkedStatusUniversity',
    {
      config,
      schema: {
        tags,
        summary: 'Whether a content is bookmarked',
        querystring: ContentBookmarkStatusQuery,
        response: responses(ContentBookmarkStatusData),
      },
    },
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

  for (const url of [
    '/paperCreation/checkPaperBookmarkStatusUniversity',
    '/paperCreation/v2/checkPaperBookmarkStatus',
  ]) {
    app.post(
      url,
      {
        config,
        schema: {
          tags,
          summary: 'Bookmark flag of up to 10 papers',
          description: 'paper_ids holds 1 to 10 ids (spec 000: batches of 10); 11 or more are refused (400).',
          body: PaperBookmarkStatusBody,
          response: responses(PaperBookmarkStatusData),
        },
      },
      async (request) => {
        const who = await actingUser(request, request.body.uuid);
        const flags = await bookmarks.status(who.uuid, 'paper', request.body.paper_ids.map(String));
        return ok({ papers: flags.map((f) => ({ paper_id: Number(f.id), is_bookmarked: f.is_bookmarked })) });
      },
    );
  }

  app.post(
    '/paperCreation/bookmarkedPaperListAndCountUniversity',
    {
      config,
      schema: {
        tags,
        summary: 'Bookmarked papers, newest first, with the total count (envelope status 200)',
        description:
          'Filters by syllabus_id and l1_syllabus_id; page_no from 1, page_size 10 by default. detail_type is accepted and ignored.',
        body: BookmarkedPaperListBody,
        response: responses(BookmarkedPaperListData),
      },
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

  app.post(
    `${QUESTION}/v2/questionBookmarkedCount`,
    {
      config,
      schema: {
        tags,
        summary: 'How many questions are bookmarked (optionally under one syllabus id)',
        body: QuestionBookmarkCountBody,
        response: responses(QuestionBookmarkCountData),
      },
    },
    async (request) => {
      const who = await actingUser(request, request.body.uuid);
      return ok({ count: await bookmarks.questionCount(who.uuid, request.body.syllabus_id) });
    },
  );

  app.post(
    `${QUESTION}/bookmarkLikeDislikeFlagByQuestionIds`,
    {
      config,
      schema: {
        tags,
        summary: 'Bookmark flag per question id (likes and dislikes are not recorded: null)',
        body: QuestionFlagsBody,
        response: responses(QuestionFlagsData),
      },
    },
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

  app.post(
    '/learning/bookmarks/status',
    {
      config,
      schema: {
        tags,
        summary: 'Bookmark flags of up to 100 items of any kinds in one call (a screen’s whole list)',
        description:
          'A read with a body (POST) so one call covers content, syllabus nodes, questions, papers and ' +
          'recorded lectures together. The answer keeps the order asked, duplicates collapsed.',
        body: BookmarkStatusBody,
        response: responses(BookmarkStatusData),
      },
    },
    async (request) => {
      const who = await actingUser(request, request.body.uuid);
      return ok({ items: await bookmarks.statusOfItems(who.uuid, request.body.items) });
    },
  );

  app.get(
    '/learning/bookmarks',
    {
      config,
      schema: {
        tags,
        summary: 'My bookmarks of one kind, newest first, with titles (for the /my-bookmarks screen)',
        querystring: BookmarkListQuery,
        response: responses(BookmarkListData),
      },
    },
    async (request) => {
      const { uuid, kind, page_no, page_size } = request.query;
      const who = await actingUser(request, uuid);
      return ok(await bookmarks.list(who, kind, page_no, page_size));
    },
  );
}
