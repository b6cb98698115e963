import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { XLSX_TYPE } from '../../platform/http/download-types.js';
import { ok } from '../../platform/http/envelope.js';
import type { AssignmentsService } from './assignments.service.js';
import type { HomeworkService } from './homework.service.js';
import { idOf, optionalIdOf } from './learnlist-ports.js';
import { SYLLABUS } from './learnlists.routes.js';
import type { ReportService } from './report.service.js';
import { reportFileName, reportWorkbook } from './report-xlsx.js';
import { documentLanguage } from '../../platform/documents/document-words.js';
import { requestLanguage } from '../../platform/http/request-language.js';

const tags = ['learnlists'];
const JSON_TYPE = 'application/json; charset=utf-8';

/** Homework: assigning, a learner's list and completion, and the teacher's reports (calls-chosen.tsv and 000 §7). */
export function registerHomeworkRoutes(
  app: FastifyInstance,
  s: { assignments: AssignmentsService; homework: HomeworkService; reports: ReportService },
): void {
  route(
    app,
    `POST ${SYLLABUS}/assignLearnListToSections`,
    {
      tags,
      summary: 'Assign a published learn-list as homework: staff to sections, a parent to their child',
      description:
        'Staff assign to sections of the list’s school (a teacher: sections they teach, else 403; an admin: any; another ' +
        'school’s: 404). A parent assigns their own list to a linked child named by uuid (parent-assigned, group 3782). ' +
        'The start day opens at 23:59 of the day before and the due day closes at 23:59, in the school’s time zone ' +
        '(spec 000 §5). learnlist_assigned_as defaults to [1,2,3]. With assign_id: new dates and per-learner extensions.',
    },
    async (request) => ok(await s.assignments.assign(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${SYLLABUS}/learnerLearnListHomework`,
    {
      tags,
      summary: 'A learner’s homework with their completion (a parent names the active child by uuid)',
      description:
        'Lists assigned through the learner’s sections or by their parent: status upcoming, due, overdue, done or ' +
        'done_late by the server’s clock; overdue first, then due soonest, then upcoming, then done. mode 1: items ' +
        'open without the access checks (a school’s assignment).',
    },
    async (request) => {
      const b = request.body;
      return ok(
        await s.homework.homework(requireUser(request), {
          uuid: b.uuid,
          schoolId: optionalIdOf(b.school_id, 'school'),
          status: b.status,
          pageNo: b.page_no ?? 1,
          pageSize: b.page_size,
        }),
      );
    },
  );

  route(
    app,
    `POST ${SYLLABUS}/markLearnListItemComplete`,
    {
      tags,
      summary: 'Complete an item of the learner’s homework, once (spec 000 §4)',
      description:
        'Only for an item of a list assigned to the learner (a parent names the child by uuid); staff: 403. A repeat ' +
        'answers the first completed_on with recorded false. A content item counts by the progress rule: its progress ' +
        'record must be complete (409 otherwise); a progress post carrying assign_id completes it by itself.',
    },
    async (request) => ok(await s.homework.markComplete(requireUser(request), request.body)),
  );

  route(
    app,
    `GET ${SYLLABUS}/learnListItemWiseStudentReportUniversity`,
    {
      tags,
      summary: 'Item-wise report of a section: its learners by the list’s items (format=xlsx downloads it)',
      description:
        'The assignment asked (assignId) or the newest one reaching a section the caller teaches; the section asked ' +
        '(sectionId) or the first such. sortBy name (a-z), done, time_spent or last_opened (most first); order flips it. ' +
        'Each learner’s cells are arrays in the order of items (completed_on, time_spent, opened_at). format=xlsx ' +
        'answers the same report as an .xlsx file.',
    },
    async (request, reply) => {
      const q = request.query;
      const ask = {
        listId: idOf(q.learnListId),
        assignId: optionalIdOf(q.assignId, 'assignment'),
        sectionId: optionalIdOf(q.sectionId, 'section'),
        sort: { by: q.sortBy ?? 'name', order: q.order },
      };
      if (q.format !== 'xlsx') {
        // A kept report is sent as it was serialized; a new one is serialized through the route's schema.
        const body = await s.reports.itemWiseAnswer(
          requireUser(request),
          ask,
          (data) => reply.serialize(ok(data)) as string,
        );
        // Bytes are sent as they are (Fastify serializes objects only); typed replies expect the object.
        return reply.type(JSON_TYPE).send(body as never);
      }
      const report = await s.reports.itemWise(requireUser(request), ask, 'report-download');
      const file = await reportWorkbook(report, documentLanguage(requestLanguage(request)));
      return (
        reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${reportFileName(report)}"`)
          // A Buffer is sent as it is: the JSON schema of the answer is not applied to the file.
          .send(file as never)
      );
    },
  );

  route(
    app,
    `POST ${SYLLABUS}/learnlistAttemptedUserListUniversity`,
    { tags, summary: 'Learners (of sections the caller sees) who opened or completed an item of the list' },
    async (request) =>
      ok(
        await s.reports.attemptedUsers(
          requireUser(request),
          idOf(request.body.learnlist_id),
          optionalIdOf(request.body.assign_id, 'assignment'),
        ),
      ),
  );
}
