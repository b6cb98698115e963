import { SCHOOL_ADMIN_ROLE, UserType } from '@esc/domain';
import type { Db } from '../db/database.js';
import type { SchoolRole } from './journey-school-description.js';

// The school-side builders of the demo seed (people, homework, papers, classes, registers, notices)
// fill one school: the demo's Sunrise Public School, or a copy of it made for one browser journey
// (journey-school.ts), whose ids, emails and name are its own. The story is the same in both: a
// 10-A with the demo student and four classmates, a 10-B with the student's younger brother, their
// parent, the teacher of both sections and the school's admin.

export type { SchoolRole } from './journey-school-description.js';

export interface SchoolPerson {
  email: string;
  mobile: string;
}

/** The school the builders fill, and its people by their part in the story. */
export interface SeedSchool {
  schoolId: number;
  /** 10-A: the demo student's section, with the classmates. */
  tenA: number;
  /** 10-B: the younger brother's section. */
  tenB: number;
  people: Readonly<Record<SchoolRole, SchoolPerson>>;
  /** Names the school's meeting rooms and stored files apart from another school's. */
  slug: string;
}

export const SUNRISE: SeedSchool = {
  schoolId: 501,
  tenA: 5001,
  tenB: 5002,
  slug: 'sunrise',
  people: {
    student: { email: 'student@demo.school', mobile: '9800000001' },
    child2: { email: 'child2@demo.school', mobile: '9800000003' },
    parent: { email: 'parent@demo.school', mobile: '9800000004' },
    teacher: { email: 'teacher@demo.school', mobile: '9800000005' },
    admin: { email: 'admin@demo.school', mobile: '9800000006' },
    kavya: { email: 'kavya@demo.school', mobile: '9800000101' },
    rohan: { email: 'rohan@demo.school', mobile: '9800000102' },
    ananya: { email: 'ananya@demo.school', mobile: '9800000103' },
    vihaan: { email: 'vihaan@demo.school', mobile: '9800000104' },
  },
};

export interface StoryPerson {
  first: string;
  last: string;
  type: number;
  role?: string;
  /** The sections the person is placed in; a parent belongs to no school (they see it through the children). */
  sections: readonly ('tenA' | 'tenB')[];
}

/** The people the demo world makes first; the classmates of 10-A come with the homework (demo-learnlists.ts). */
export const STORY_PEOPLE: Readonly<Record<'student' | 'child2' | 'parent' | 'teacher' | 'admin', StoryPerson>> = {
  student: { first: 'Aarav', last: 'Sharma', type: UserType.Student, sections: ['tenA'] },
  child2: { first: 'Ishaan', last: 'Sharma', type: UserType.Student, sections: ['tenB'] },
  parent: { first: 'Priya', last: 'Sharma', type: UserType.Parent, sections: [] },
  teacher: { first: 'Meera', last: 'Iyer', type: UserType.Teacher, sections: ['tenA', 'tenB'] },
  admin: {
    first: 'Rajesh',
    last: 'Kumar',
    type: UserType.SchoolAdminOrInstituteTeacher,
    role: SCHOOL_ADMIN_ROLE,
    sections: [],
  },
};

/** Classmates of the demo student in 10-A, so the teacher's report has a section to read. */
export const CLASSMATES: Readonly<Record<'kavya' | 'rohan' | 'ananya' | 'vihaan', { first: string; last: string }>> = {
  kavya: { first: 'Kavya', last: 'Reddy' },
  rohan: { first: 'Rohan', last: 'Gupta' },
  ananya: { first: 'Ananya', last: 'Singh' },
  vihaan: { first: 'Vihaan', last: 'Joshi' },
};

/** India's academic year runs April to March; the demo's sections are valid for the current one. */
export function academicYear(now: number): { validFrom: string; validUntil: string } {
  const date = new Date(now);
  const startYear = date.getUTCMonth() >= 3 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return { validFrom: `${startYear}-04-01`, validUntil: `${startYear + 1}-03-31` };
}

/** The role of an email among the school's people, if it is one of them. */
export function roleOf(school: SeedSchool, email: string | null): SchoolRole | undefined {
  return (Object.keys(school.people) as SchoolRole[]).find((r) => school.people[r].email === email);
}

/** The uuids of the school's people, by role, as the users table has them. */
export async function uuidsOf<R extends SchoolRole>(
  db: Db,
  school: SeedSchool,
  roles: readonly R[],
): Promise<Partial<Record<R, string>>> {
  const rows = await db
    .selectFrom('users')
    .select(['uuid', 'email'])
    .where(
      'email',
      'in',
      roles.map((r) => school.people[r].email),
    )
    .execute();
  const out: Partial<Record<R, string>> = {};
  for (const r of roles) {
    const found = rows.find((row) => row.email === school.people[r].email);
    if (found) out[r] = found.uuid;
  }
  return out;
}
