import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JourneySchool } from '../../../apps/server/src/seed/journey-school-description.js';
import type { DemoAccount } from './accounts.js';

export type { JourneySchool };

/**
 * The journeys that have a school of their own (the story of the demo's Sunrise Public School, with
 * its own ids, people and name), seeded before the server starts (journey-server.ts): what one journey
 * changes, no other journey reads. The journeys not listed read the demo world and change nothing in it.
 */
export const JOURNEYS = [
  'accounts',
  'assessment-marking',
  'assessments',
  'attendance',
  'calendars',
  'class-recap',
  'doubts',
  'handins',
  'homework',
  'homework-items',
  'languages',
  'learning',
  'notifications',
  'offline-app',
  'offline-keep',
  'offline-outbox',
  'offline-test',
  'offline-teacher',
  'packages',
  'parent',
  'parental-consent',
  'practice',
  'privacy-export',
  'profiles-courses',
  'pseudo-locale',
  'question-import',
  'recordings',
  'roster',
  'school-day',
  'session',
] as const;

export type Journey = (typeof JOURNEYS)[number];

export const JOURNEY_PASSWORD = 'Journey@2468';

/** Written into the server's data folder (E2E_DATA_DIR) by journey-server.ts. */
export const JOURNEY_SCHOOLS_FILE = 'journey-schools.json';

let schools: Record<string, JourneySchool> | undefined;

/** The journey's own school. Call it in a test: the file is written when the server starts, after the tests are listed. */
export function journeySchool(journey: Journey): JourneySchool {
  schools ??= JSON.parse(readFileSync(path.join(process.env.E2E_DATA_DIR!, JOURNEY_SCHOOLS_FILE), 'utf8')) as Record<
    string,
    JourneySchool
  >;
  const school = schools[journey];
  if (!school) throw new Error(`no school was seeded for the ${journey} journey: add it to JOURNEYS`);
  return school;
}

type Role = keyof JourneySchool['people'];

const DASHBOARDS: Record<Role, string> = {
  student: '/student-dashboard',
  child2: '/student-dashboard',
  kavya: '/student-dashboard',
  rohan: '/student-dashboard',
  ananya: '/student-dashboard',
  vihaan: '/student-dashboard',
  freeStudent: '/student-dashboard',
  parent: '/parent-dashboard',
  teacher: '/faculty-assessment-dashboard',
  admin: '/faculty-admin-dashboard',
};

/** A person of the school as signInAs takes them. */
export function personOf(school: JourneySchool, role: Role): DemoAccount {
  const person = school.people[role];
  return {
    username: person.email,
    password: school.password,
    name: person.name,
    dashboard: DASHBOARDS[role],
    belongsTo:
      role === 'parent'
        ? new RegExp(school.people.student.name)
        : role === 'freeStudent'
          ? /ESC Learning/
          : new RegExp(school.name),
  };
}
