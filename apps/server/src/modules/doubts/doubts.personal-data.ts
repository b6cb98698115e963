import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

/** What the doubts module keeps of people (platform/privacy/personal-data.ts). */
export const doubtsPersonalData: PersonalDataOf<'doubts' | 'doubt_settings'> = {
  doubts: {
    people: { learner_uuid: 'delete-row', answered_by: 'keep' },
    data: {
      doubt_text: 'the learner’s question',
      photo_keys: 'photos the learner attached',
      answer_text: 'the teacher’s answer',
      answer_photo_keys: 'photos the teacher attached',
    },
    purpose: 'A learner’s doubt and their teacher’s answer.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
  doubt_settings: {
    people: { updated_by: 'keep' },
    purpose: 'A school’s choice of whether classmates see answered doubts, and who set it.',
    basis: 'education',
    kept: { while: 'account' },
  },
};
