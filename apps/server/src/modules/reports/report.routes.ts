import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { XLSX_TYPE } from '../../platform/http/download-types.js';
import { ok } from '../../platform/http/envelope.js';
import { idOf } from '../question-bank/question-bank.module.js';
import { analysisFileName, questionAnalysisWorkbook } from './question-analysis-xlsx.js';
import { documentLanguage } from '../../platform/documents/document-words.js';
import { requestLanguage } from '../../platform/http/request-language.js';
import type { ReportsService } from './reports.service.js';
import type { TeacherReportsService } from './teacher-reports.service.js';
import type { WeakTopics } from './weak-topics.service.js';

const tags = ['assessments'];
const TEACHER = '/student-report/teacher';

/** Reports: the learner's (and a parent's child's), the teacher's, and the parent's overview. */
export function registerReportRoutes(
  app: FastifyInstance,
  s: { reports: ReportsService; teacherReports: TeacherReportsService; weakTopics: WeakTopics },
): void {
  route(
    app,
    'POST /student-report/student/recommendedSyllabusList',
    {
      tags,
      summary: 'The learner’s weak topics from their published results (right less than 60 % of the time)',
      description: 'The caller’s own (a parent names a linked child with uuid; anyone else’s uuid is refused).',
    },
    async (request) => ok(await s.weakTopics.recommended(requireUser(request), request.body)),
  );

  route(
    app,
    'GET /student-report/student/paperReport',
    {
      tags,
      summary: 'The report of an attempt: score, rank, percentile, each answer, accuracy by chapter and topic',
      description:
        'The caller’s own, a parent’s linked child’s (uuid), or for staff of the school a learner’s of a section they ' +
        'teach. Until the results are published only the status is shown. correct_answer and explanation only when ' +
        'the paper allows explanations (10/11).',
    },
    async (request, reply) => {
      // Serialized through the route's response schema, exactly as Fastify would send it.
      const body = await s.reports.paperReport(
        requireUser(request),
        request.query,
        (data) => reply.serialize(ok(data)) as string,
      );
      reply.type('application/json; charset=utf-8');
      // A string or Buffer is sent as it is (Fastify serializes objects only); typed replies expect the object.
      // A kept report is the same Buffer each time: the compression hook compresses it once.
      return reply.send(body as never);
    },
  );

  route(
    app,
    `GET ${TEACHER}/teacherAssignedAssessments`,
    { tags, summary: 'Assessments the teacher assigned or that reach sections they teach (an admin: the school’s)' },
    async (request) => ok(await s.teacherReports.assigned(requireUser(request), request.query)),
  );

  route(
    app,
    `GET ${TEACHER}/overviewTeacherAssignedAssessments`,
    { tags, summary: 'Counts over the teacher’s assigned assessments, and the most recent ones' },
    async (request) => ok(await s.teacherReports.overview(requireUser(request), request.query)),
  );

  route(
    app,
    `GET ${TEACHER}/studentActivityOnAssignedAssessment`,
    { tags, summary: 'Each learner of an assignment (sections the caller sees) and their attempt' },
    async (request) => ok(await s.teacherReports.activity(requireUser(request), request.query)),
  );

  route(
    app,
    `GET ${TEACHER}/questionAnalysis`,
    {
      tags,
      summary: 'Per question: how many got it right, the most chosen wrong option, time (format=xlsx downloads it)',
    },
    async (request, reply) => {
      const data = await s.teacherReports.questionAnalysis(
        requireUser(request),
        idOf(request.query.assignId, 'assignment'),
      );
      if (request.query.format !== 'xlsx') return ok(data);
      const file = await questionAnalysisWorkbook(data, documentLanguage(requestLanguage(request)));
      return (
        reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${analysisFileName(data)}"`)
          // A Buffer is sent as it is: the JSON schema of the answer is not applied to the file.
          .send(file as never)
      );
    },
  );

  route(
    app,
    'POST /student-report/recommendation/childPerformanceOverview',
    {
      tags,
      summary: 'A parent’s overview of a linked child: published results, accuracy by subject, weak topics',
      description:
        'uuid names the child (a parent of another child: 403 NOT_LINKED_CHILD). page_size 10, page_index 1.',
    },
    async (request) => ok(await s.reports.childPerformance(requireUser(request), request.body)),
  );
}
