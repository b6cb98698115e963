import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

/** What the media module keeps of people (platform/privacy/personal-data.ts). */
export const mediaPersonalData: PersonalDataOf<'uploads'> = {
  uploads: {
    people: { uploaded_by: 'delete-row' },
    data: { original_name: 'the file’s name on the person’s device', storage_key: 'the file itself, in storage' },
    purpose: 'Files people upload: answer photos, hand-ins, notice attachments, lessons.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
};
