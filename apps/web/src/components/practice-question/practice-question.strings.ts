import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** Practising one question (English): the check, its result, the key and the explanation. */
export const practiceQuestionStrings = {
  practiceQuestion: {
    check: 'Check my answer',
    checking: 'Checking…',
    answerFirst: 'Answer the question, then check it.',
    checkError: 'We could not check the answer.',
    loadError: 'We could not load the question.',
    result: {
      correct: 'Correct.',
      incorrect: 'Not correct.',
      partial: 'Partly correct.',
    },
    resultOf: 'Question {{n}}: {{result}}',
    marks: '{{marks}} of {{max}} marks',
    key: 'Correct answer',
    explanation: 'Explanation',
    noExplanation: 'This question has no explanation yet.',
    tolerance: '{{value}} (± {{tolerance}})',
    blank: 'Blank {{n}}: {{answers}}',
    true: 'True',
    false: 'False',
    passage: 'Passage',
    openPractice: 'Practise questions',
    openPracticeText: 'Answer questions of this part of the syllabus one at a time and check each answer.',
  },
};
export type PracticeQuestionStrings = typeof practiceQuestionStrings;

registerStrings(practiceQuestionStrings, import.meta.glob<CatalogueModule>('./practice-question.*.strings.ts'));
