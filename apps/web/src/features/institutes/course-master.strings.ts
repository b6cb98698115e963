import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The course master's words (English), registered when its screen loads. */
export const courseMasterStrings = {
  courses: {
    title: 'Courses',
    intro:
      'The boards, classes and subjects your school offers, and which teacher teaches each subject in each section.',
    loadError: 'We could not load the school’s courses.',
    adminOnly: 'Only the school admin manages the school’s courses.',
    emptyTitle: 'No classes yet',
    emptyText: 'Add sections with the roster import on the Batches screen; their classes appear here.',
    classHeading: '{{board}}, {{className}}',
    subjectsHeading: 'Subjects offered',
    subjectsHint: 'A section of this class takes the subjects that are switched on.',
    custom: 'School’s own',
    noSubjects: 'The catalogue has no subjects for this class yet.',
    sectionHeading: 'Section {{section}}',
    noSections: 'No sections of this class yet.',
    noOffered: 'Offer a subject above to give it a teacher.',
    subject: 'Subject',
    teachers: 'Teachers',
    nobody: 'No teacher yet',
    teacherFor: 'Teacher for {{subject}} in {{section}}',
    pickTeacher: 'Choose a teacher',
    assign: 'Assign',
    remove: 'Remove {{name}} from {{subject}}',
    assigned: '{{name}} now teaches {{subject}} in {{section}}.',
    removed: '{{name}} no longer teaches {{subject}} in {{section}}.',
    offered: '{{subject}} is offered.',
    withdrawn: '{{subject}} is no longer offered.',
    noTeachers: 'Your school has no teachers yet.',
    failed: 'That change was not saved.',
  },
};
export type CourseMasterStrings = typeof courseMasterStrings;

registerStrings(courseMasterStrings, import.meta.glob<CatalogueModule>('./course-master.*.strings.ts'));
