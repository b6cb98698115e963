import { UserType } from '@esc/domain';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LicencesTable, SchoolsTable } from '../../db/schema.js';

export type SchoolRecord = Selectable<SchoolsTable>;
export type LicenceRecord = Selectable<LicencesTable>;

/** A section (batch) with its board and class names. */
export interface SectionRecord {
  section_id: number;
  school_id: number;
  board_id: number;
  class_id: number;
  section_name: string;
  valid_from: string;
  valid_until: string | null;
  section_master_website_id: number | null;
  batch_type: number | null;
  board_name: string;
  class_name: string;
  board_order: number;
  class_order: number;
}

export interface PersonRecord {
  uuid: string;
  user_type_id: number;
  role: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string | null;
}

export interface SubjectRecord {
  school_id: number;
  board_id: number;
  class_id: number;
  subject_id: number;
  subject_name: string;
}

export interface AssignmentRecord {
  user_uuid: string;
  section_id: number;
  subject_id: number;
  subject_name: string;
}

export interface SubscriptionRecord {
  id: string;
  uuid: string;
  package_id: number;
  board_id: number;
  class_id: number;
  package_status: number;
  package_start_date: string;
  package_end_date: string;
  subscription_source: string;
  subscription_type_id: number | null;
}

/** user_type_ids that are not staff: guests, learners and parents. */
export const NON_STAFF_TYPES = [
  UserType.Guest,
  UserType.Student,
  UserType.Parent,
  UserType.GuidedA,
  UserType.GuidedB,
  UserType.GuidedC,
];
export const LEARNER_TYPES = [UserType.Student, UserType.GuidedA, UserType.GuidedB, UserType.GuidedC];

const personColumns = [
  'u.uuid',
  'u.user_type_id',
  'u.role',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.mobile',
] as const;

export type InstitutesRepository = ReturnType<typeof createInstitutesRepository>;

/** Kysely queries for schools, batches, their people, subjects, licences and interests. */
export function createInstitutesRepository(db: Db) {
  function sectionQuery() {
    return db
      .selectFrom('sections as s')
      .innerJoin('syllabus_nodes as b', 'b.syllabus_id', 's.board_id')
      .innerJoin('syllabus_nodes as c', 'c.syllabus_id', 's.class_id')
      .select([
        's.section_id',
        's.school_id',
        's.board_id',
        's.class_id',
        's.section_name',
        's.valid_from',
        's.valid_until',
        's.section_master_website_id',
        's.batch_type',
        'b.syllabus_name as board_name',
        'c.syllabus_name as class_name',
        'b.display_order as board_order',
        'c.display_order as class_order',
      ]);
  }

  async function schoolsByIds(ids: readonly number[]): Promise<SchoolRecord[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('schools').selectAll().where('school_id', 'in', ids).execute();
  }

  async function sectionsByIds(ids: readonly number[]): Promise<SectionRecord[]> {
    if (ids.length === 0) return [];
    return sectionQuery().where('s.section_id', 'in', ids).orderBy('s.section_id').execute();
  }

  async function sectionsOfSchools(
    schoolIds: readonly number[],
    filter: { boardId?: number | null; classId?: number | null; batchType?: number | null } = {},
  ): Promise<SectionRecord[]> {
    if (schoolIds.length === 0) return [];
    let q = sectionQuery().where('s.school_id', 'in', schoolIds);
    if (filter.boardId != null) q = q.where('s.board_id', '=', filter.boardId);
    if (filter.classId != null) q = q.where('s.class_id', '=', filter.classId);
    if (filter.batchType != null) q = q.where('s.batch_type', '=', filter.batchType);
    return q
      .orderBy('s.school_id')
      .orderBy('b.display_order')
      .orderBy('c.display_order')
      .orderBy('s.section_name')
      .execute();
  }

  /** The memberships of a person, oldest (the main school) first, with the section when there is one. */
  async function membershipsOf(uuid: string) {
    return db
      .selectFrom('memberships')
      .select(['id', 'school_id', 'section_id', 'created_at'])
      .where('user_uuid', '=', uuid)
      .orderBy('created_at')
      .orderBy('section_id')
      .orderBy('id')
      .execute();
  }

  /** Sections a teacher teaches: their subject assignments and the sections they are placed in. */
  async function teacherSectionIds(uuid: string): Promise<number[]> {
    const rows = await db
      .selectFrom('teacher_assignments')
      .select('section_id')
      .where('user_uuid', '=', uuid)
      .union(
        db
          .selectFrom('memberships')
          .select(sql<number>`section_id`.as('section_id'))
          .where('user_uuid', '=', uuid)
          .where('section_id', 'is not', null),
      )
      .execute();
    return rows.map((r) => Number(r.section_id));
  }

  async function licencesOf(schoolIds: readonly number[]): Promise<LicenceRecord[]> {
    if (schoolIds.length === 0) return [];
    return db
      .selectFrom('licences')
      .selectAll()
      .where('school_id', 'in', schoolIds)
      .orderBy('school_id')
      .orderBy('package_id')
      .execute();
  }

  async function subscriptionsOf(uuid: string): Promise<SubscriptionRecord[]> {
    return db
      .selectFrom('subscriptions')
      .select([
        'id',
        'uuid',
        'package_id',
        'board_id',
        'class_id',
        'package_status',
        'package_start_date',
        'package_end_date',
        'subscription_source',
        'subscription_type_id',
      ])
      .where('uuid', '=', uuid)
      .orderBy('created_at', 'desc')
      .execute();
  }

  async function packagesByIds(ids: readonly number[]) {
    if (ids.length === 0) return [];
    return db
      .selectFrom('packages')
      .select(['package_id', 'package_name', 'entity_name', 'product_id', 'package_status'])
      .where('package_id', 'in', ids)
      .orderBy('package_id')
      .execute();
  }

  /** Subjects a school has for its boards and classes (module access); names from the syllabus. */
  async function schoolSubjects(schoolIds: readonly number[]): Promise<SubjectRecord[]> {
    if (schoolIds.length === 0) return [];
    return db
      .selectFrom('school_subjects as ss')
      .innerJoin('syllabus_nodes as n', 'n.syllabus_id', 'ss.subject_id')
      .select(['ss.school_id', 'ss.board_id', 'ss.class_id', 'ss.subject_id', 'n.syllabus_name as subject_name'])
      .where('ss.school_id', 'in', schoolIds)
      .orderBy('n.display_order')
      .orderBy('ss.subject_id')
      .execute();
  }

  /** The subjects of a class in the catalogue (the default school is allowed every subject). */
  async function classSubjects(classIds: readonly number[]) {
    if (classIds.length === 0) return [];
    return db
      .selectFrom('syllabus_nodes')
      .select(['syllabus_id as subject_id', 'syllabus_name as subject_name', 'parent_id as class_id'])
      .where('parent_id', 'in', classIds)
      .where('syllabus_type_id', '=', 4)
      .orderBy('display_order')
      .orderBy('syllabus_id')
      .execute();
  }

  /** Teacher-subject assignments with the subject's name, by section or by teacher. */
  function assignments() {
    return db
      .selectFrom('teacher_assignments as ta')
      .leftJoin('syllabus_nodes as n', 'n.syllabus_id', 'ta.subject_id')
      .select([
        'ta.user_uuid',
        'ta.section_id',
        'ta.subject_id',
        sql<string>`coalesce(n.syllabus_name, '')`.as('subject_name'),
      ])
      .orderBy('ta.section_id')
      .orderBy('n.display_order');
  }

  async function assignmentsOfSections(sectionIds: readonly number[]): Promise<AssignmentRecord[]> {
    if (sectionIds.length === 0) return [];
    return assignments().where('ta.section_id', 'in', sectionIds).execute();
  }

  async function assignmentsOfTeachers(uuids: readonly string[]): Promise<AssignmentRecord[]> {
    if (uuids.length === 0) return [];
    return assignments().where('ta.user_uuid', 'in', uuids).execute();
  }

  /** Staff placed in the given sections (teachers of a batch without a subject assignment). */
  async function staffOfSections(sectionIds: readonly number[]) {
    if (sectionIds.length === 0) return [];
    return db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.uuid', 'm.user_uuid')
      .select([...personColumns, 'm.section_id'])
      .where('m.section_id', 'in', sectionIds)
      .where('u.user_type_id', 'not in', NON_STAFF_TYPES)
      .execute();
  }

  async function peopleByUuids(uuids: readonly string[]): Promise<PersonRecord[]> {
    if (uuids.length === 0) return [];
    return db.selectFrom('users as u').select(personColumns).where('u.uuid', 'in', uuids).execute();
  }

  /** Memberships (school and section) of several people in one query. */
  async function membershipsOfPeople(uuids: readonly string[]) {
    if (uuids.length === 0) return [];
    return db
      .selectFrom('memberships')
      .select(['user_uuid', 'school_id', 'section_id'])
      .where('user_uuid', 'in', uuids)
      .orderBy('created_at')
      .execute();
  }

  /** Learners of the given sections, a page of them, and how many there are. */
  async function learnersOfSections(sectionIds: readonly number[], page: { start: number; limit: number }) {
    if (sectionIds.length === 0) return { rows: [], total: 0 };
    const base = db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.uuid', 'm.user_uuid')
      .innerJoin('sections as s', 's.section_id', 'm.section_id')
      .where('m.section_id', 'in', sectionIds)
      .where('u.user_type_id', 'in', LEARNER_TYPES);
    const [rows, count] = await Promise.all([
      base
        .select([...personColumns, 'm.school_id', 's.section_id', 's.section_name', 's.board_id', 's.class_id'])
        .orderBy('s.section_name')
        .orderBy('u.first_name')
        .orderBy('u.last_name')
        .orderBy('u.uuid')
        .offset(page.start)
        .limit(page.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async function learnerCountsBySection(sectionIds: readonly number[]): Promise<Map<number, number>> {
    if (sectionIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.uuid', 'm.user_uuid')
      .select(['m.section_id', (eb) => eb.fn.countAll().as('n')])
      .where('m.section_id', 'in', sectionIds)
      .where('u.user_type_id', 'in', LEARNER_TYPES)
      .groupBy('m.section_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.section_id), Number(r.n)]));
  }

  /** Staff of the given schools, optionally of one section, matching a search text; a page and the total. */
  async function searchStaff(
    schoolIds: readonly number[],
    filter: { text?: string; sectionIds?: readonly number[] | null },
    page: { start: number; limit: number },
  ) {
    if (schoolIds.length === 0) return { rows: [], total: 0 };
    let base = db
      .selectFrom('users as u')
      .where('u.user_type_id', 'not in', NON_STAFF_TYPES)
      .where('u.uuid', 'in', db.selectFrom('memberships').select('user_uuid').where('school_id', 'in', schoolIds));
    if (filter.sectionIds) {
      const ids = filter.sectionIds.length > 0 ? filter.sectionIds : [-1];
      base = base.where((eb) =>
        eb.or([
          eb('u.uuid', 'in', eb.selectFrom('teacher_assignments').select('user_uuid').where('section_id', 'in', ids)),
          eb('u.uuid', 'in', eb.selectFrom('memberships').select('user_uuid').where('section_id', 'in', ids)),
        ]),
      );
    }
    const text = filter.text?.trim().toLowerCase();
    if (text) {
      const like = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      base = base.where((eb) =>
        eb.or([
          eb(sql`lower(u.first_name || ' ' || u.last_name)`, 'like', sql`${like} escape '\\'`),
          eb(sql`lower(coalesce(u.email, ''))`, 'like', sql`${like} escape '\\'`),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      base
        .select(personColumns)
        .orderBy('u.first_name')
        .orderBy('u.last_name')
        .orderBy('u.uuid')
        .offset(page.start)
        .limit(page.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async function classNodes(boardId: number, classId: number) {
    return db
      .selectFrom('syllabus_nodes')
      .select(['syllabus_id', 'syllabus_type_id', 'parent_id'])
      .where('syllabus_id', 'in', [boardId, classId])
      .execute();
  }

  async function upsertInterest(row: {
    uuid: string;
    board_id: number;
    class_id: number;
    school_id: number | null;
    parent_uuid: string | null;
    institute_status: number;
    subscription_type_id: number | null;
    created_at: string;
  }): Promise<void> {
    await db
      .insertInto('interests')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['uuid', 'board_id', 'class_id']).doUpdateSet({
          school_id: row.school_id,
          parent_uuid: row.parent_uuid,
          institute_status: row.institute_status,
          subscription_type_id: row.subscription_type_id,
        }),
      )
      .execute();
  }

  async function deleteInterest(uuid: string, boardId: number, classId: number): Promise<boolean> {
    const result = await db
      .deleteFrom('interests')
      .where('uuid', '=', uuid)
      .where('board_id', '=', boardId)
      .where('class_id', '=', classId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Makes the memberships of one school the person's first ones (the selected institute). */
  async function moveMembershipsFirst(uuid: string, schoolId: number, sectionId: number): Promise<void> {
    const all = await membershipsOf(uuid);
    const earliest = all[0]?.created_at ?? new Date().toISOString();
    const first = new Date(Date.parse(earliest) - 1000);
    await db.transaction().execute(async (trx) => {
      for (const m of all.filter((x) => x.school_id === schoolId)) {
        // The chosen section first, then the institute's other sections, then everything else.
        const offset = m.section_id === sectionId ? 2 : 1;
        await trx
          .updateTable('memberships')
          .set({ created_at: new Date(first.getTime() - offset).toISOString() })
          .where('id', '=', m.id)
          .execute();
      }
    });
  }

  return {
    schoolsByIds,
    sectionsByIds,
    sectionsOfSchools,
    membershipsOf,
    teacherSectionIds,
    licencesOf,
    subscriptionsOf,
    packagesByIds,
    schoolSubjects,
    classSubjects,
    assignmentsOfSections,
    assignmentsOfTeachers,
    staffOfSections,
    peopleByUuids,
    membershipsOfPeople,
    learnersOfSections,
    learnerCountsBySection,
    searchStaff,
    classNodes,
    upsertInterest,
    deleteInterest,
    moveMembershipsFirst,
  };
}
