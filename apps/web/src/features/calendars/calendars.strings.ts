import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The calendars' words (English), registered when this code loads. */
export const calendarsStrings = {
  calendars: {
    title: 'Calendar',
    intro: 'Live classes, homework due days and tests, by day.',
    forChild: 'The calendar of {{name}}',
    notForStaff: 'The calendar shows a learner’s classes, homework and tests. Your classes are under Live classes.',
    noChild: 'No child is linked to your account yet.',
    back: 'Back',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    thisMonth: 'This month',
    gridLabel: 'Calendar of {{month}}',
    gridHint: 'Use the arrow keys to move between days; Enter shows a day.',
    weekdays: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
    cellNothing: '{{day}}: nothing',
    cellSummary: '{{day}}: {{summary}}',
    today: 'today',
    classes_one: '{{count}} live class',
    classes_other: '{{count}} live classes',
    homework_one: '{{count}} homework due',
    homework_other: '{{count}} homework due',
    tests_one: '{{count}} test',
    tests_other: '{{count}} tests',
    loadError: 'We could not load the calendar.',
    partError: 'Some of the calendar could not be loaded: {{what}}.',
    parts: { classes: 'live classes', homework: 'homework', tests: 'tests' },
    dayTitle: '{{day}}',
    dayEmpty: 'Nothing on this day.',
    openDay: 'Open this day in the learning pathway',
    kind: { live_class: 'Live class', homework: 'Homework due', test: 'Test' },
    at: 'at {{time}}',
    until: 'until {{date}}',
    pathwayTitle: 'Learning pathway',
    pathwayIntro: 'What is planned for the day, in order.',
    previousDay: 'Previous day',
    nextDay: 'Next day',
    subjectOnly: 'Only {{subject}}',
    highlighted: 'The item you came for',
    open: 'Open {{title}}',
  },
};
export type CalendarsStrings = typeof calendarsStrings;

registerStrings(calendarsStrings, import.meta.glob<CatalogueModule>('./calendars.*.strings.ts'));
