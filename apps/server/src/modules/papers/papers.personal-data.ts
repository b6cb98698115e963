import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

type PapersTable =
  | 'papers'
  | 'paper_sections'
  | 'paper_questions'
  | 'paper_assignments'
  | 'paper_assignment_sections'
  | 'paper_extensions'
  | 'olympiad_enrollments';

/** What the papers module keeps of people (platform/privacy/personal-data.ts). */
export const papersPersonalData: PersonalDataOf<PapersTable> = {
  papers: {
    people: { owner_uuid: 'keep' },
    purpose: 'Test papers and who made them.',
    basis: 'education',
    kept: { while: 'account' },
  },
  paper_sections: { none: 'the parts of a paper' },
  paper_questions: { none: 'the questions of a paper' },
  paper_assignment_sections: { none: 'which sections a test is for' },
  paper_assignments: {
    // Kept: the section's test and its results stay whole.
    people: { assigned_by: 'keep', learner_uuid: 'keep' },
    purpose: 'Tests given to sections or one learner, by whom, and when they open.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
  paper_extensions: {
    people: { uuid: 'delete-row' },
    purpose: 'Extra minutes a teacher gave one learner for a test.',
    basis: 'education',
    kept: { while: 'account' },
  },
  olympiad_enrollments: {
    people: { uuid: 'keep' },
    purpose: 'A learner’s entry to an olympiad, counted in its ranks.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
};
