import type {
  ContentBookmarkBody,
  PaperBookmarkBody,
  QuestionBookmarkBody,
  SyllabusBookmarkBody,
  BookmarkKind,
} from '@esc/contracts';
import type { CallBody, CallKey } from '@esc/contracts/calls';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { routes, type CallHandler } from '../../platform/http/call-route.js';
import type { ActingUserResolver } from '../../platform/auth/access.js';
import { ok } from '../../platform/http/envelope.js';
import type { BookmarksService, BookmarkWrite } from './bookmarks.service.js';

const tags = ['learning'];
const STATE_RULE =
  'setBookmarkState / bookmark_state / set_bookmark_state: true or 1 sets, false or 0 unsets, absent toggles.';

/** The bookmark payload fields of spec 000 §3, as every payload-style bookmark call sends them. */
type Payload = ContentBookmarkBody | SyllabusBookmarkBody | PaperBookmarkBody | QuestionBookmarkBody;

function payloadWrite(kind: BookmarkKind, itemId: string | number, body: Partial<Payload>): BookmarkWrite {
  return {
    kind,
    itemId: String(itemId),
    state: body.setBookmarkState ?? body.bookmark_state ?? body.set_bookmark_state,
    clientWriteId: body.client_write_id,
    fields: {
      title: body.contentTitle ?? null,
      syllabus_id: body.syllabusId ?? null,
      l1_syllabus_id: body.l1_syllabus_id ?? null,
      group_id: body.groupId ?? null,
      group_name: body.groupName ?? null,
      language_id: body.language_id ?? null,
    },
    details: {
      content_id: kind === 'content' ? undefined : body.contentId,
      paper_id: kind === 'paper' ? undefined : body.paper_id,
      question_id: kind === 'question' ? undefined : body.question_id,
      package_ids: body.package_ids,
      mapped_id: body.mapped_id,
      mapping_id: body.mapping_id,
      paper_flag: body.paper_flag,
      assign_id: body.assign_id,
      section_assign_id: body.section_assign_id,
    },
  };
}

/** Bookmark writes of every kind; each path family shares one handler. */
export function registerBookmarkWriteRoutes(
  app: FastifyInstance,
  { bookmarks, actingUser }: { bookmarks: BookmarksService; actingUser: ActingUserResolver },
): void {
  function writeRoutes<K extends CallKey>(
    keys: readonly K[],
    summary: string,
    toWrite: (body: CallBody<K>) => BookmarkWrite,
  ): void {
    const handler: RouteHandlerMethod = async (request) => {
      const payload = request.body as CallBody<K> & { uuid?: string };
      const who = await actingUser(request, payload.uuid);
      return ok(await bookmarks.write(who, toWrite(payload)));
    };
    routes(app, keys, { tags, summary, description: STATE_RULE }, handler as CallHandler<K>);
  }

  writeRoutes(['POST /syllabus-v2/bookmarkUnbookmarkSyllabus/v2.1.0'], 'Bookmark or unbookmark a syllabus node', (b) =>
    payloadWrite('syllabus', b.syllabusId, b),
  );
  writeRoutes(
    ['POST /mis/v2/bookmarkContentUniversity', 'POST /mis/v2/bookmarkContent/v2.1.0'],
    'Bookmark or unbookmark a content',
    (b) => payloadWrite('content', b.contentId, b),
  );
  writeRoutes(
    ['POST /paperCreation/bookmarkUnbookmarkPaperUniversity', 'POST /paperCreation/v2/bookmarkUnbookmarkPaper'],
    'Bookmark or unbookmark a paper',
    (b) => payloadWrite('paper', b.paper_id, b),
  );
  writeRoutes(
    [
      'POST /question-msa-test/question/bookmarkQuestionUniversity',
      'POST /question-msa-test/question/questionBookmark',
      'POST /question-msa-test/question/v2/bookmarkQuestion',
    ],
    'Bookmark or unbookmark a question',
    (b) => payloadWrite('question', b.question_id, b),
  );
  writeRoutes(
    [
      'POST /live-class/student/bookmarkRecordedLectureUniversity',
      'POST /live-class/student/v2/bookmarkRecordedLecture',
    ],
    'Bookmark or unbookmark a recorded lecture (video_id)',
    (b) => ({
      kind: 'recorded_lecture',
      itemId: String(b.video_id),
      state: b.set_bookmark_state,
      clientWriteId: b.client_write_id,
      fields: {
        title: b.lecture_title ?? null,
        syllabus_id: null,
        l1_syllabus_id: null,
        group_id: null,
        group_name: null,
        language_id: null,
      },
      details: {
        class_id: b.class_id,
        board_id: b.board_id,
        lecture_id: b.lecture_id,
        package_id: b.package_details?.package_id,
      },
    }),
  );
}
