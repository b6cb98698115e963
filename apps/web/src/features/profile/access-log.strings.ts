import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The profile's "Who looked" cards: staff reads of a child's records, for the child, a parent and the school admin (English). */
export const accessLogStrings = {
  accessLog: {
    title: 'Who looked at your records',
    childTitle: 'Who looked at {{name}}’s records',
    schoolTitle: 'Who looked at children’s records in your school',
    intro:
      'Each time a teacher or other school staff opened answers, reports, attendance or contact details. Views by the child and their parents are not listed. Entries are kept for {{days}} days.',
    empty: 'Nobody from the school has looked at these records.',
    loadError: 'We could not load who looked.',
    entry: '{{viewer}} ({{role}}) {{action}}',
    formerPerson: 'A former member of staff',
    role: { teacher: 'teacher', admin: 'school admin', staff: 'staff' },
    kind: {
      'attempt-answers': 'opened {{learner}}’s answers',
      'paper-report': 'opened {{learner}}’s test report',
      'assessment-activity': 'saw {{learner}}’s test status and score',
      'learnlist-report': 'opened {{learner}}’s homework report',
      attendance: 'opened {{learner}}’s attendance',
      'attendance-register': 'downloaded the attendance register with {{learner}}',
      'contact-details': 'saw {{learner}}’s email and mobile',
      handin: 'opened {{learner}}’s handed-in work',
      doubt: 'read {{learner}}’s doubt',
      'report-download': 'downloaded a report with {{learner}}',
      'school-export': 'downloaded the school’s data, with {{learner}}’s records',
    },
    on: 'On “{{label}}”',
    from: 'From {{device}}',
    newer: 'Newer',
    older: 'Older',
    onlyLearner: 'Only {{name}}',
    onlyViewer: 'Only what {{name}} looked at',
    kindName: {
      'attempt-answers': 'Answers in tests',
      'paper-report': 'Test reports',
      'assessment-activity': 'Test status and scores',
      'learnlist-report': 'Homework reports',
      attendance: 'Attendance',
      'attendance-register': 'Attendance register downloads',
      'contact-details': 'Email and mobile',
      handin: 'Handed-in work',
      doubt: 'Doubts',
      'report-download': 'Report downloads',
      'school-export': 'School data downloads',
    },
    screen: {
      filters: 'Choose which entries to see',
      learner: 'Learner',
      learnerAll: 'All learners',
      viewer: 'Staff member',
      viewerAll: 'All staff',
      kind: 'What was looked at',
      kindAll: 'Everything',
      fromDay: 'From',
      toDay: 'To',
      rangeBackwards: 'The “To” day must be the same as the “From” day or later.',
      clear: 'Clear the choices',
      noMatch: 'No entries match these choices.',
      nobodyFound: 'Nobody by that name',
      adminOnly: 'Only a school admin can see who looked at the school’s children’s records.',
    },
  },
};
export type AccessLogStrings = typeof accessLogStrings;

registerStrings(accessLogStrings, import.meta.glob<CatalogueModule>('./access-log.*.strings.ts'));
