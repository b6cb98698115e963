import type { SectionAttendanceBody } from '@esc/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { ok } from '../../platform/http/envelope.js';
import { CSV_TYPE, XLSX_TYPE } from '../../platform/http/download-types.js';
import { documentLanguage, type DocumentLanguage } from '../../platform/documents/document-words.js';
import { requestLanguage } from '../../platform/http/request-language.js';
import { attendanceFile, attendanceFileName, type AttendanceFileFormat } from './attendance-files.js';
import type { AttendanceServices } from './attendance.module.js';
import { OFFLINE, SECTION_RULE, tags } from './attendance.routes.js';

const RANGE =
  'Days: date alone, or start_date to end_date (inclusive, at most 62 days; default the 30 days up to today).';

/** The attendance reads of spec 001 §7: by section, by school, by learner, and the downloads. */
export function registerAttendanceReportRoutes(app: FastifyInstance, { sections, learners }: AttendanceServices) {
  route(
    app,
    `POST ${OFFLINE}/sectionWiseAttendance`,
    {
      tags,
      summary: 'A section’s learners by day (each day’s mark and its source) with counts and percentages',
      description: `${SECTION_RULE} ${RANGE} Percentages count present and late over present, late and absent.`,
    },
    async (request) => ok(await sections.sectionWise(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${OFFLINE}/schoolAttendance`,
    {
      tags,
      summary: 'A school’s sections (a teacher: those they teach) for a day (default today) or a range',
      description:
        'Staff of the school; another school’s school_id 404. syllabus_details narrows to boards and classes. ' +
        RANGE.replace('default the 30 days up to today', 'default today'),
    },
    async (request) => ok(await sections.school(requireUser(request), request.body)),
  );

  const download =
    (format: AttendanceFileFormat) =>
    async (caller: AuthContext, body: SectionAttendanceBody, reply: FastifyReply, lang: DocumentLanguage) => {
      const data = await sections.sectionWise(caller, body, 'attendance-register');
      return (
        reply
          .header('content-type', format === 'xlsx' ? XLSX_TYPE : CSV_TYPE)
          .header('content-disposition', `attachment; filename="${attendanceFileName(data, format)}"`)
          // A Buffer is sent as it is: the JSON schema of the answer is not applied to the file.
          .send((await attendanceFile(data, format, lang)) as never)
      );
    };
  for (const [key, format] of [
    [`POST ${OFFLINE}/downloadAttendance`, 'xlsx'],
    [`POST ${OFFLINE}/v2/downloadAttendance`, 'csv'],
  ] as const) {
    route(
      app,
      key,
      {
        tags,
        summary: `The section’s attendance as ${format === 'xlsx' ? 'a spreadsheet (.xlsx)' : 'a CSV file'}`,
        description: `Teacher only (spec 001 §6). ${SECTION_RULE} ${RANGE} The sectionWiseAttendance answer as a file, its headers and marks in the Accept-Language’s language (English by default).`,
      },
      async (request, reply) =>
        download(format)(requireUser(request), request.body, reply, documentLanguage(requestLanguage(request))),
    );
  }

  for (const [key, withTotal] of [
    ['POST /live-class/attendee/studentAttendanceBySchoolId', false],
    ['POST /live-class/attendee/v2/studentAttendanceBySchoolId', true],
  ] as const) {
    route(
      app,
      key,
      {
        tags,
        summary: `A school’s learners (or a section’s) with their days and live classes, a page at a time${withTotal ? ', with total_students' : ''}`,
        description:
          'Staff of the school (a teacher: the sections they teach); another school’s school_id or section 404. ' +
          `${RANGE} syllabus_ids: the subjects whose live classes count (all when absent).`,
      },
      async (request) => ok(await learners.bySchool(requireUser(request), request.body, withTotal)),
    );
  }

  route(
    app,
    `POST ${OFFLINE}/myAttendance`,
    {
      tags,
      summary: 'A learner’s own month (default this month): each day’s mark, the counts and the percentage',
      description:
        'A path we chose (no spec call reads a learner’s own attendance). A parent reads a linked child’s (uuid ' +
        'names the child; another person’s is refused); school_id keeps to one school of theirs.',
    },
    async (request) => ok(await learners.mine(requireUser(request), request.body)),
  );
}
