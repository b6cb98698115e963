import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** Words of /view-questions, /weeklyReport/... and /test-engine/{paperName}/{paperType} (English). */
export const assessmentLinksStrings = {
  assessments: {
    viewQuestions: {
      title: 'Questions: {{paper}}',
      titlePlain: 'Questions of a paper',
      loading: 'Loading the questions…',
      error: 'We could not load this paper’s questions.',
      badLink: 'This link does not name a paper.',
      notOpen: 'These questions are not open to you.',
      facts: '{{count}} questions · {{marks}} marks · {{minutes}} minutes',
      teacher: 'Set by {{name}}',
      syllabus: 'Syllabus: {{name}}',
      subject: 'Subject: {{name}}',
      section: 'Section: {{name}}',
      answer: 'Answer',
      explanation: 'Explanation',
      dropped: 'Dropped (marks given to all)',
      noKeys: 'Answers and explanations are not shown for this paper.',
      empty: 'This paper has no questions yet.',
      print: 'Print',
      back: 'Back',
    },
    weeklyReport: {
      loading: 'Finding your report…',
      error: 'We could not find your report.',
      badLink: 'This link does not name a test.',
      notTaken: 'There is no attempt of this test yet, so there is no report to show.',
      notMarked: 'Your answers are submitted. The report opens here once they are marked.',
      toTests: 'See your tests',
    },
    byName: {
      opening: 'Opening “{{name}}”…',
      error: 'We could not load your tests.',
      notFound: 'None of your assigned tests is called “{{name}}”.',
      notOpen: '“{{name}}” cannot be opened now.',
      toTests: 'See your tests',
    },
  },
};
export type AssessmentLinksStrings = typeof assessmentLinksStrings;

registerStrings(assessmentLinksStrings, import.meta.glob<CatalogueModule>('./assessment-links.*.strings.ts'));
