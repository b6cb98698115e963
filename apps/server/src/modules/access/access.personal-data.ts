import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

/** What the access module keeps of people (platform/privacy/personal-data.ts). */
export const accessPersonalData: PersonalDataOf<'content_accesses'> = {
  content_accesses: {
    people: { uuid: 'delete-row' },
    purpose: 'Which free items a learner has opened, counted against the free limit.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
};
