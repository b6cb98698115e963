import { MAX_DB_INTEGER } from '@esc/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import { idOf, optionalIdOf } from './learnlist-ports.js';
import type { LearnListReads } from './learnlist-reads.service.js';
import type { LearnListWrites } from './learnlist-writes.service.js';

export const SYLLABUS = '/syllabus-v2';
export const TEACHER_REPORT = '/student-report/teacher';
const tags = ['learnlists'];
const WHO =
  'A school’s lists are its own: its teachers make them; the owner, or teachers it was shared with, change them; ' +
  'its staff see them once published. A parent keeps private lists for their own child. Another school’s list, ' +
  'somebody else’s draft and another parent’s list answer 404. uuid is the caller’s own (legacy) and is not read.';

/** The learn-list calls of spec 000 §7 that make, change and read lists (calls.tsv module learnlists). */
export function registerLearnListRoutes(
  app: FastifyInstance,
  { reads, writes }: { reads: LearnListReads; writes: LearnListWrites },
): void {
  route(
    app,
    `GET ${SYLLABUS}/searchLearnListUniversity`,
    {
      tags,
      summary: 'The caller’s learn-lists and those shared with them (learnListTypeId 5: the school’s, past draft)',
      description: `The name filter (searchText or learnlistName) applies only when longer than 2 characters (spec 000 §5). Learners: 403 (their lists are homework). ${WHO}`,
    },
    async (request) => {
      const q = request.query;
      return ok(
        await reads.search(requireUser(request), {
          name: q.learnlistName ?? q.searchText ?? null,
          stage: q.stage === undefined ? null : Number(q.stage),
          typeId: q.learnListTypeId === undefined ? null : Number(q.learnListTypeId),
          subjectId: optionalIdOf(q.subjectId, 'subject'),
          schoolId: optionalIdOf(q.schoolId, 'school'),
          pageNo: q.pageNo ?? 1,
          pageSize: q.pageSize,
        }),
      );
    },
  );

  route(
    app,
    `GET ${SYLLABUS}/learnListDetailByIdsUniversity`,
    {
      tags,
      summary: 'Learn-lists by ids (the client asks in chunks of 9); those the caller may not see are left out',
      description: `A learner gets the lists assigned to them, with their completion. ${WHO}`,
    },
    async (request) => {
      // An id beyond any row's names no list: left out like the others the caller may not see.
      const asked = request.query.ids.split(',').map((id) => Number(id.trim()));
      const ids = [...new Set(asked.filter((id) => id <= MAX_DB_INTEGER))];
      return ok(await reads.detailsFor(requireUser(request), ids, { uuid: request.query.uuid }));
    },
  );

  route(
    app,
    `GET ${SYLLABUS}/learnListDetailUniversity`,
    {
      tags,
      summary: 'One learn-list with its items in order (learnlist_data) and title',
      description:
        'A learner (a parent: uuid names the child) reads a list assigned to them, with completed_on per item and the ' +
        `open mode of that assignment (assignId, or the newest assignment of the list they hold). ${WHO}`,
    },
    async (request) => {
      const q = request.query;
      const ask = { uuid: q.uuid, assignId: optionalIdOf(q.assignId, 'assignment') };
      return ok(await reads.detail(requireUser(request), idOf(q.learnListId), ask));
    },
  );

  route(
    app,
    `POST ${SYLLABUS}/createUpdateLearnListUniversity`,
    {
      tags,
      summary: 'Make a learn-list (no learnlist_id) or rename it and replace its items',
      description:
        "An empty name becomes 'Homework_N', one past the owner's highest. Items of groups 3145, 3146, 3131 and 3132 " +
        'are left out unless questions, and answered in skipped_items. From the teaching screen a list holds at most ' +
        '50 items: 400 names the first field beyond. Items kept keep their learners’ completions. ' +
        WHO,
    },
    async (request) => ok(await writes.createOrUpdate(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${SYLLABUS}/addItemToLearnListUniversity`,
    {
      tags,
      summary: 'Add items to a learn-list (an item already in it is skipped)',
      description: `Same item rules as createUpdateLearnListUniversity; an archived list is read-only (409). ${WHO}`,
    },
    async (request) => ok(await writes.addItems(requireUser(request), request.body)),
  );

  route(
    app,
    `PUT ${SYLLABUS}/removeItemFromLearnListUniversity`,
    {
      tags,
      summary: 'Remove items (learnlist_item_id and learnlist_item_type) from a learn-list',
      description: `Learners’ completions of a removed item go with it. ${WHO}`,
    },
    async (request) => ok(await writes.removeItems(requireUser(request), request.body)),
  );

  route(
    app,
    `PUT ${SYLLABUS}/updateLearnListStage`,
    {
      tags,
      summary: 'Publish (2), unpublish to draft (1, only while never assigned) or archive (3)',
      description: `An empty list is not published (409). ${WHO}`,
    },
    async (request) =>
      ok(await writes.setStage(requireUser(request), idOf(request.body.learnlist_id), request.body.stage)),
  );

  route(
    app,
    `DELETE ${SYLLABUS}/removeLearnListUniversity`,
    {
      tags,
      summary: 'Delete a learn-list nobody was assigned (an assigned one is archived instead: 409)',
      description: WHO,
    },
    async (request) => ok(await writes.remove(requireUser(request), idOf(request.query.learnlist_id))),
  );

  route(
    app,
    `POST ${TEACHER_REPORT}/attachOpenTestWithLearnlist`,
    {
      tags,
      summary: 'Attach an open test (a paper) to a learn-list as a type 3 item',
      description: `Kept, and answered openable false with a null title until the assessments module exists. ${WHO}`,
    },
    async (request) => ok(await writes.attachOpenTest(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${TEACHER_REPORT}/assignLearnListToTeacherUniversity`,
    {
      tags,
      summary: 'Share the owner’s learn-list with teachers of its school (teacher only, spec 000 §6)',
      description: `Teachers it is shared with may change it. A uuid that is not a teacher of the school: 404. ${WHO}`,
    },
    async (request) => ok(await writes.shareWithTeachers(requireUser(request), request.body)),
  );
}
