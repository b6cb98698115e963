import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

/** What the notices module keeps of people (platform/privacy/personal-data.ts). */
export const noticesPersonalData: PersonalDataOf<'notices' | 'notice_reads'> = {
  notices: {
    people: { author_uuid: 'keep' },
    purpose: 'A school’s notices and who wrote each.',
    basis: 'education',
    kept: { while: 'account' },
  },
  notice_reads: {
    // Kept: the author's count of readers stays whole.
    people: { uuid: 'keep' },
    purpose: 'Who has read a notice, for its author’s receipt.',
    basis: 'education',
    kept: { while: 'account' },
  },
};
