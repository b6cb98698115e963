import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

/** What the privacy module keeps of people (platform/privacy/personal-data.ts). */
export const privacyPersonalData: PersonalDataOf<'data_exports' | 'erasure_requests' | 'school_exports'> = {
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
  erasure_requests: {
    // The record that an erasure was asked for, decided and done stays: it is the proof the person's
    // right was answered, and it names nobody once the account reads "Former learner".
    people: { subject_uuid: 'keep', requested_by: 'keep', decided_by: 'keep' },
    data: {
      reason: 'why the person asked, in their words',
      refusal: 'why the school or the platform refused, in its words',
    },
    purpose:
      'A person’s ask to have their account erased (or a parent’s for their child), its decision and its progress.',
    basis: 'law',
    kept: { years: 1, law: 'DPDP Rules 2025: a record of how a person’s request was answered' },
    strip: ['reason'],
  },
  school_exports: {
    // Who asked for the school's data stays with the school's record of it; erasing the admin's
    // account leaves the export naming "Former person".
    people: { requested_by: 'keep' },
    data: {
      storage_key: 'the zip of the school’s records, in storage, while its link lasts',
      language: 'the language README.txt was written in',
    },
    purpose:
      'A school’s copy of its records, asked for by its admin: when, by whom, and its file while the link lasts.',
    // The school's records of its pupils are kept for their education; taking them along is part of it.
    basis: 'education',
    // The file itself is deleted 7 days after it is ready; the record of the ask stays with the school.
    kept: { while: 'account' },
  },
};
