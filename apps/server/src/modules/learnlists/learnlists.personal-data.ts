import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

type LearnListsTable =
  | 'learnlists'
  | 'learnlist_items'
  | 'learnlist_teachers'
  | 'learnlist_assignments'
  | 'learnlist_assignment_sections'
  | 'learnlist_extensions'
  | 'learnlist_completions';

/** What the learn-lists module keeps of people (platform/privacy/personal-data.ts). */
export const learnListsPersonalData: PersonalDataOf<LearnListsTable> = {
  learnlists: {
    people: { owner_uuid: 'keep' },
    purpose: 'A teacher’s (or parent’s) learn-list and who made it.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
  learnlist_items: { none: 'the items of a learn-list, and the task the teacher set' },
  learnlist_assignment_sections: { none: 'which sections a homework is for' },
  learnlist_teachers: {
    people: { teacher_uuid: 'delete-row', shared_by: 'keep' },
    purpose: 'Which teachers share a learn-list, and who shared it.',
    basis: 'education',
    kept: { while: 'account' },
  },
  learnlist_assignments: {
    // Kept: the section's homework and its completion counts stay whole.
    people: { assigned_by: 'keep', learner_uuid: 'keep' },
    purpose: 'Homework given to sections or one learner, by whom, and when it is due.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
  learnlist_extensions: {
    people: { uuid: 'delete-row' },
    purpose: 'More time a teacher gave one learner for a homework.',
    basis: 'education',
    kept: { while: 'account' },
  },
  learnlist_completions: {
    people: { uuid: 'keep' },
    purpose: 'Which homework items a learner has done, counted in the section’s completion.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
};
