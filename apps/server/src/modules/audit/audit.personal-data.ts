import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

/** What the audit module keeps of people (platform/privacy/personal-data.ts). */
export const auditPersonalData: PersonalDataOf<'access_log'> = {
  access_log: {
    // The child's entries go with the child; a member of staff's reads stay in the children's logs
    // (the record is the child's protection), the reader's name no longer resolving once erased.
    people: { learner_uuid: 'delete-row', viewer_uuid: 'keep' },
    data: {
      ip: 'the network address the member of staff read from',
      device: 'their browser, shortened (“Chrome on Android”)',
      record_label: 'the title of what was read (a paper’s, a learn-list’s)',
    },
    purpose:
      'Who looked: which member of a school’s staff read a child’s answers, reports, attendance or contact ' +
      'details, when and from where, for the child, their parent and the school’s admin to see.',
    // The DPDP Act’s duty to keep a child’s data safe and to show a parent what is done with it.
    basis: 'law',
    // A school year with its holidays: a parent can ask about a whole term; a daily job removes older entries.
    kept: { days: 400 },
  },
};
