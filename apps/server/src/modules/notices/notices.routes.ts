import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import type { NoticeBoard } from './notice-board.service.js';
import type { NoticesService } from './notices.service.js';

export const NOTICES = '/live-class/notices';
export const TEACHER_NOTICES = '/live-class/teacher/notices';
const tags = ['live'];
const WHO =
  'A school’s notices reach only its people in the audience: another school’s notice answers 404. A parent reads ' +
  'their children’s notices and those to parents; uuid names the active child (another person’s is refused).';

/** The notices calls of spec 001 §7 (calls.tsv module live) and the chosen ones (calls-chosen.tsv, README). */
export function registerNoticeRoutes(
  app: FastifyInstance,
  { notices, board }: { notices: NoticesService; board: NoticeBoard },
): void {
  route(
    app,
    `POST ${TEACHER_NOTICES}/saveNotice`,
    {
      tags,
      summary: 'Write a notice (no notice_id), change it, or remove it (is_deleted)',
      description:
        'A teacher or admin of the school writes to the school, classes, sections or parents, with files of the ' +
        'school’s uploads and a publish time (absent: now; readers see it and are notified then). Only its author ' +
        'or a school admin changes or removes it. Another school’s notice answers 404. A new notice may carry a ' +
        'client_notice_id (one written offline waits in the device’s outbox): sent again it is the same notice ' +
        '(replayed: true); a publish time that passed before it arrived publishes it at once, and ' +
        'publish_at_passed says so (docs/offline-conflicts.md).',
    },
    async (request) => ok(await notices.save(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${TEACHER_NOTICES}/searchNoticesUniversity`,
    {
      tags,
      summary: 'The notices the caller sent (list_type 1) or all of the school (2), with read count and audience size',
      description:
        'Teacher only (spec 001 §5). page_size at most 30 (spec 001 §9). board_id, class_id and section_id keep ' +
        'notices addressed to them (school-wide ones reach all); notice_text searches title and text.',
    },
    async (request) => ok(await notices.search(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${TEACHER_NOTICES}/noticeReceipts`,
    {
      tags,
      summary: 'Who of a notice’s audience has read it (read_at) and who not',
      description: 'Its author and the school’s admins. Another school’s notice answers 404.',
    },
    async (request) => ok(await notices.receipts(requireUser(request), request.body)),
  );

  route(
    app,
    `GET ${NOTICES}/getTopThreeNotices`,
    { tags, summary: 'The caller’s three newest published notices (top notices: 3, spec 001 §9)', description: WHO },
    async (request) => ok(await board.top(requireUser(request), request.query.uuid)),
  );

  route(
    app,
    `POST ${NOTICES}/noticeCount`,
    { tags, summary: 'How many of the caller’s published notices are unread', description: WHO },
    async (request) => ok(await board.count(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${NOTICES}/markNoticeRead`,
    {
      tags,
      summary: 'Read receipts: marks the caller’s notices read (marking again keeps the first time)',
      description: `Every notice must be published and the caller’s, else 404 and nothing is marked. ${WHO}`,
    },
    async (request) => ok(await board.markRead(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${NOTICES}/myNotices`,
    {
      tags,
      summary: 'The notice board: the caller’s published notices, unread first (or newest first), with read state',
      description: WHO,
    },
    async (request) => ok(await board.list(requireUser(request), request.body)),
  );
}
