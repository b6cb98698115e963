// What a browser journey is told of its school (journey-school.ts seeds it; e2e/ reads it from a
// file): plain data, in a file of its own so that the journeys' type check reads no server code.

/** The people of the school story, by their part in it. */
export type SchoolRole =
  'student' | 'child2' | 'parent' | 'teacher' | 'admin' | 'kavya' | 'rohan' | 'ananya' | 'vihaan';

export interface JourneyPerson {
  uuid: string;
  email: string;
  name: string;
}

export interface JourneySchool {
  /** The journey it was made for. */
  journey: string;
  schoolId: number;
  name: string;
  /** Every person of the school signs in with it. */
  password: string;
  sections: Record<'tenA' | 'tenB', { id: number; name: string }>;
  /** The school's people by their part in the story, and a learner of the platform's own school (no package). */
  people: Record<SchoolRole | 'freeStudent', JourneyPerson>;
  /** 10-A's class on now, and the school's day it falls on (YYYY-MM-DD). */
  classOnNow: { title: string; day: string };
  /** Yesterday's completed class of 10-A, its recording, and the school's day it fell on. */
  recordedClass: { title: string; recording: string; day: string };
  /** 10-A's homework holding the platform's practice paper and the recorded class. */
  homework: { title: string; paperId: number; recording: string };
  /**
   * Content of the free student's class (CBSE class 9) outside the premium groups and the tests, in
   * the catalogue's order: what a learner with no package opens, up to the free limit (eleven of them).
   */
  freeStudentItems: number[];
}
