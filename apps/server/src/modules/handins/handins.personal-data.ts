import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

/** What the hand-ins module keeps of people (platform/privacy/personal-data.ts). */
export const handinsPersonalData: PersonalDataOf<'handin_tasks' | 'handins'> = {
  handin_tasks: {
    people: { set_by: 'keep' },
    purpose: 'Work a teacher asks for on a homework item, out of how many marks.',
    basis: 'education',
    kept: { while: 'account' },
  },
  handins: {
    people: { learner_uuid: 'keep', returned_by: 'keep' },
    data: {
      text: 'what the learner wrote',
      file_keys: 'photos and files the learner handed in',
      comment: 'the teacher’s comment',
      marked_keys: 'the teacher’s marked-up copies',
    },
    purpose: 'Work a learner handed in, and its marks and comment.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
    // The marks stay in the section's results; the child's work and what was said of it go.
    strip: ['text', 'file_keys', 'comment', 'marked_keys'],
  },
};
