import type { FastifyInstance } from 'fastify';
import { route, routes } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import type { InstitutesService } from './institutes.service.js';
import type { PeopleService } from './people.service.js';
import { toId } from './staff-scope.js';

const AUTH = '/cognito-login-service/auth';
const tags = ['institutes'];
const LEGACY =
  'Legacy fields (action, apikey, checksum, enc_type, platform, nemr_version, ...) are accepted and ignored.';

/** The institutes calls of spec/calls.tsv (spec 001 §7). teacherDetailByUuid is served by identity. */
export function registerInstitutesRoutes(
  app: FastifyInstance,
  { institutes, people }: { institutes: InstitutesService; people: PeopleService },
): void {
  route(
    app,
    `POST ${AUTH}/checkSchoolStatus`,
    { tags, summary: 'School status: 1 active, 3 inactive or unknown (?v=2 accepted)', description: LEGACY },
    async (request) => ok(await institutes.schoolStatus(toId(request.body.school_id)!)),
  );

  route(
    app,
    `POST ${AUTH}/addInterest`,
    {
      tags,
      summary: 'Add a board and class interest for the learner (a parent sends the active child as uuid)',
      description: `The parent is recorded as parent_uuid from the token. ${LEGACY}`,
    },
    async (request) => {
      const b = request.body;
      return ok(await institutes.addInterest(requireUser(request), b.uuid, toId(b.board_id)!, toId(b.class_id)!));
    },
  );

  route(
    app,
    `POST ${AUTH}/removeInterest`,
    { tags, summary: 'Remove a board and class interest', description: LEGACY },
    async (request) => {
      const b = request.body;
      return ok(await institutes.removeInterest(requireUser(request), b.uuid, toId(b.board_id)!, toId(b.class_id)!));
    },
  );

  route(
    app,
    `POST ${AUTH}/classWiseBatchList`,
    {
      tags,
      summary:
        'Batches of a board and class: the learner’s own (a parent’s linked child), or for staff those they may see (?v=2 accepted)',
      description: LEGACY,
    },
    async (request) => {
      const b = request.body;
      const batchList = await institutes.classWiseBatchList(requireUser(request), {
        uuid: b.uuid,
        boardId: toId(b.board_id)!,
        classId: toId(b.class_id)!,
        batchType: toId(b.batch_type),
      });
      return ok({ batch_list: batchList });
    },
  );

  routes(
    app,
    [`POST ${AUTH}/getBoardClassMappingList`, `POST ${AUTH}/boardClassMappingList`],
    { tags, summary: 'Board/class grouping of batches with their packages', description: LEGACY },
    async (request) =>
      ok(
        await institutes.boardClassMapping(requireUser(request), {
          uuid: request.body.uuid,
          schoolId: toId(request.body.school_id),
        }),
      ),
  );

  route(
    app,
    `POST ${AUTH}/studentListBySection`,
    {
      tags,
      summary: 'Students of a section of the caller’s school (teachers: sections they teach)',
      description: `Another school's section answers 404. ${LEGACY}`,
    },
    async (request) => {
      const b = request.body;
      return ok(
        await people.studentListBySection(requireUser(request), {
          sectionId: toId(b.section_id)!,
          schoolId: toId(b.school_id),
          start: b.start_index,
          limit: b.limit,
        }),
      );
    },
  );

  route(
    app,
    `POST ${AUTH}/studentListByClassSection`,
    { tags, summary: 'Students of a class (optionally one section) of the caller’s school', description: LEGACY },
    async (request) => {
      const b = request.body;
      return ok(
        await people.studentListByClassSection(requireUser(request), {
          schoolId: toId(b.school_id),
          boardId: toId(b.board_id),
          classId: toId(b.class_id)!,
          sectionId: toId(b.section_id),
          start: b.start_index,
          limit: b.limit,
        }),
      );
    },
  );

  route(
    app,
    `POST ${AUTH}/sectionWiseStudentCount`,
    { tags, summary: 'Sections of the caller’s school with their student counts and validity', description: LEGACY },
    async (request) => {
      const b = request.body;
      return ok(
        await people.sectionWiseStudentCount(requireUser(request), {
          schoolId: toId(b.school_id),
          boardId: toId(b.board_id),
          classId: toId(b.class_id),
        }),
      );
    },
  );

  route(
    app,
    `POST ${AUTH}/teacherDetail`,
    {
      tags,
      summary: 'A teacher with their sections and subjects: the caller, or staff of a school the caller belongs to',
      description: LEGACY,
    },
    async (request) => ok(await people.teacherDetail(requireUser(request), request.body.uuid)),
  );

  route(
    app,
    `POST ${AUTH}/searchTeacherList`,
    {
      tags,
      summary: 'Search the teachers of the caller’s school (teacher only; limit capped at 30)',
      description: LEGACY,
    },
    async (request) => {
      const b = request.body;
      return ok(
        await people.searchTeacherList(requireUser(request), {
          start: b.start_index,
          limit: b.limit,
          text: b.search_text,
          schoolId: toId(b.school_id),
          sectionId: toId(b.section_id),
        }),
      );
    },
  );

  route(
    app,
    `POST ${AUTH}/teacherDetailsUuid`,
    {
      tags,
      summary: 'Teacher details by uuids (those of the caller’s schools; others are left out)',
      description: LEGACY,
    },
    async (request) =>
      ok({ teacher_list: await people.teacherDetailsByUuids(requireUser(request), request.body.uuids) }),
  );
}
