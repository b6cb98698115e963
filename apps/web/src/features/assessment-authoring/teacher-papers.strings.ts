import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The words of the teacher's list of papers and the marks sheet of a paper answered on paper (English). */
export const teacherPapersStrings = {
  authoring: {
    tabs: { papers: 'Papers' },
    papers: {
      listLabel: 'Your papers',
      loadError: 'We could not load your papers.',
      search: 'Find a paper by name',
      searchHint: 'Type at least 3 letters.',
      empty: 'No papers yet. Make a paper from the question bank, then assign it to your sections.',
      noMatch: 'No paper’s name holds “{{text}}”.',
      count_one: '{{count}} paper',
      count_other: '{{count}} papers',
      colName: 'Paper',
      colQuestions: 'Questions',
      colMarks: 'Marks',
      colDuration: 'Duration',
      colMade: 'Made',
      colAssigned: 'Assigned',
      colActions: 'Actions',
      omr: 'Answered on paper',
      platform: 'Platform paper',
      minutes_one: '{{count}} minute',
      minutes_other: '{{count}} minutes',
      by: 'by {{name}}',
      times_one: 'once',
      times_other: '{{count}} times',
      assign: 'Assign',
      assignNamed: 'Assign {{name}}',
      view: 'View questions',
      viewNamed: 'View the questions of {{name}}',
      delete: 'Delete',
      deleteNamed: 'Delete {{name}}',
    },
    omr: {
      tab: 'Marks',
      intro:
        'This paper is answered on paper. Enter each student’s marks for every question, then save that student. Marks go from 0 to the question’s marks.',
      loadError: 'We could not load the paper’s questions.',
      noStudents: 'No students are in the sections this paper is assigned to.',
      sheetLabel: 'Marks of {{name}}',
      question: 'Q{{order}}',
      marksLabel: '{{name}}, question {{order}} (out of {{max}})',
      max: 'out of {{max}}',
      save: 'Save {{name}}',
      saved: 'Saved: {{score}} marks.',
      notSaved: 'Not saved yet',
      changed: 'Changed, not saved',
      marksMissing: 'Question {{order}}: type the marks.',
      marksError: 'Question {{order}}: marks go from 0 to {{max}}.',
      fix_one: '{{name}}: {{count}} mark needs attention.',
      fix_other: '{{name}}: {{count}} marks need attention.',
    },
  },
};
export type TeacherPapersStrings = typeof teacherPapersStrings;

registerStrings(teacherPapersStrings, import.meta.glob<CatalogueModule>('./teacher-papers.*.strings.ts'));
