import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

/** What the privacy module keeps of people (platform/privacy/personal-data.ts). */
export const privacyPersonalData: PersonalDataOf<'data_exports'> = {
  data_exports: {
    people: { subject_uuid: 'delete-row', requested_by: 'delete-row' },
    data: {
      language: 'the language the summary was written in',
      storage_key: 'the zip of the person’s data, in storage, while its link lasts',
    },
    purpose: 'A person’s copy of their data (or a parent’s of their child’s): when it was asked for and its file.',
    // The DPDP Act gives every person (a child through their parent) the right to this copy.
    basis: 'law',
    // The file itself is deleted 7 days after it is ready; the record of the ask stays with the account.
    kept: { while: 'account' },
  },
};
