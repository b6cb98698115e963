import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

/** What the recordings module keeps of people (platform/privacy/personal-data.ts). */
export const recordingsPersonalData: PersonalDataOf<'live_recordings'> = {
  live_recordings: {
    people: { created_by: 'keep' },
    purpose: 'A live class’s recording and who added it.',
    basis: 'education',
    kept: { while: 'account' },
  },
};
