import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { route } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import type { CourseMasterService } from './course-master.service.js';

const tags = ['institutes'];

/** The school admin's courses (/course-master): paths we chose, the specs show none. */
export function registerCourseMasterRoutes(app: FastifyInstance, { courses }: { courses: CourseMasterService }): void {
  route(
    app,
    'GET /institutes/courses',
    {
      tags,
      summary: 'The school admin’s courses: boards, classes, subjects offered, sections and who teaches what',
      description: 'The admin’s own school only; other staff are refused (403).',
    },
    async (request) => ok(await courses.overview(requireUser(request))),
  );

  route(
    app,
    'POST /institutes/courses/subject',
    {
      tags,
      summary: 'Offer a subject of a board and class to the school’s sections, or stop offering it',
      description: 'A subject still taught in a section is not withdrawn (409 naming the sections).',
    },
    async (request) => ok(await courses.setSubject(requireUser(request), request.body)),
  );

  route(
    app,
    'POST /institutes/courses/teacher',
    {
      tags,
      summary: 'Give a teacher of the school a subject of a section, or take it back',
      description:
        'The section must be the admin’s school’s (else 404), the subject one the school offers for its board and class, the teacher one of the school’s staff.',
    },
    async (request) => ok(await courses.setTeacher(requireUser(request), request.body)),
  );
}
