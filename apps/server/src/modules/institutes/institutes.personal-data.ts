import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

type InstitutesTable = 'schools' | 'sections' | 'school_subjects' | 'teacher_assignments' | 'interests';

/** What the institutes module keeps of people (platform/privacy/personal-data.ts). */
export const institutesPersonalData: PersonalDataOf<InstitutesTable> = {
  schools: { none: 'a school’s own name, address and settings' },
  sections: { none: 'a school’s classes and sections' },
  school_subjects: { none: 'the subjects a school teaches' },
  teacher_assignments: {
    people: { user_uuid: 'delete-row' },
    purpose: 'Which teacher teaches which subject to which section.',
    basis: 'education',
    kept: { while: 'account' },
  },
  interests: {
    people: { uuid: 'delete-row', parent_uuid: 'delete-row' },
    purpose: 'A learner’s or parent’s request to join a school, until the school answers.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
};
