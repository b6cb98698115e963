import {
  ChildPerformanceBody,
  ChildPerformanceData,
  PaperReportData,
  PaperReportQuery,
  QuestionAnalysisData,
  QuestionAnalysisQuery,
  StudentActivityData,
  StudentActivityQuery,
  TeacherAssignedData,
  TeacherAssignedQuery,
  TeacherOverviewData,
  TeacherOverviewQuery,
} from '@esc/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { ok, responses } from '../../platform/http/envelope.js';
import { idOf } from './assessment-ports.js';
import { analysisFileName, questionAnalysisWorkbook, XLSX_TYPE } from './question-analysis-xlsx.js';
import type { ReportsService } from './reports.service.js';
import type { TeacherReportsService } from './teacher-reports.service.js';

const tags = ['assessments'];
const TEACHER = '/student-report/teacher';

/** Reports: the learner's (and a parent's child's), the teacher's, and the parent's overview. */
export function registerReportRoutes(
  parent: FastifyInstance,
  s: { reports: ReportsService; teacherReports: TeacherReportsService },
): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/student-report/student/paperReport',
    {
      config: { guard: 'user', scope: 'self' },
      schema: {
        tags,
        summary: 'The report of an attempt: score, rank, percentile, each answer, accuracy by chapter and topic',
        description:
          'The caller’s own, a parent’s linked child’s (uuid), or for staff of the school a learner’s of a section they ' +
          'teach. Until the results are published only the status is shown. correct_answer and explanation only when ' +
          'the paper allows explanations (10/11).',
        querystring: PaperReportQuery,
        response: responses(PaperReportData),
      },
    },
    async (request, reply) => {
      // Serialized through the route's response schema, exactly as Fastify would send it.
      const body = await s.reports.paperReport(
        requireUser(request),
        request.query,
        (data) => reply.serialize(ok(data)) as string,
      );
      // A string is sent as it is (Fastify serializes objects only); typed replies expect the object.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    `${TEACHER}/teacherAssignedAssessments`,
    {
      config: { guard: 'staff', scope: 'school' },
      schema: {
        tags,
        summary: 'Assessments the teacher assigned or that reach sections they teach (an admin: the school’s)',
        querystring: TeacherAssignedQuery,
        response: responses(TeacherAssignedData),
      },
    },
    async (request) => ok(await s.teacherReports.assigned(requireUser(request), request.query)),
  );

  app.get(
    `${TEACHER}/overviewTeacherAssignedAssessments`,
    {
      config: { guard: 'staff', scope: 'school' },
      schema: {
        tags,
        summary: 'Counts over the teacher’s assigned assessments, and the most recent ones',
        querystring: TeacherOverviewQuery,
        response: responses(TeacherOverviewData),
      },
    },
    async (request) => ok(await s.teacherReports.overview(requireUser(request), request.query)),
  );

  app.get(
    `${TEACHER}/studentActivityOnAssignedAssessment`,
    {
      config: { guard: 'staff', scope: 'school' },
      schema: {
        tags,
        summary: 'Each learner of an assignment (sections the caller sees) and their attempt',
        querystring: StudentActivityQuery,
        response: responses(StudentActivityData),
      },
    },
    async (request) => ok(await s.teacherReports.activity(requireUser(request), request.query)),
  );

  app.get(
    `${TEACHER}/questionAnalysis`,
    {
      config: { guard: 'staff', scope: 'school' },
      schema: {
        tags,
        summary: 'Per question: how many got it right, the most chosen wrong option, time (format=xlsx downloads it)',
        querystring: QuestionAnalysisQuery,
        response: responses(QuestionAnalysisData),
      },
    },
    async (request, reply) => {
      const data = await s.teacherReports.questionAnalysis(
        requireUser(request),
        idOf(request.query.assignId, 'assignment'),
      );
      if (request.query.format !== 'xlsx') return ok(data);
      const file = await questionAnalysisWorkbook(data);
      return (
        reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${analysisFileName(data)}"`)
          // A Buffer is sent as it is: the JSON schema of the answer is not applied to the file.
          .send(file as never)
      );
    },
  );

  app.post(
    '/student-report/recommendation/childPerformanceOverview',
    {
      config: { guard: 'user', scope: 'self' },
      schema: {
        tags,
        summary: 'A parent’s overview of a linked child: published results, accuracy by subject, weak topics',
        description:
          'uuid names the child (a parent of another child: 403 NOT_LINKED_CHILD). page_size 10, page_index 1.',
        body: ChildPerformanceBody,
        response: responses(ChildPerformanceData),
      },
    },
    async (request) => ok(await s.reports.childPerformance(requireUser(request), request.body)),
  );
}
