import type { QuestionDraft } from '../question-draft.js';
import type { TestPaper } from '../qti3-test.writer.js';
import { SAMPLE_DRAFTS } from './sample-drafts.js';

// Two papers made of the sample drafts, weighed as a paper weighs its questions (not always as the
// bank does): the first with two sections (instructions on two lines, a passage in the second), the
// second with one section and one question.

const byTitle = (title: string) => SAMPLE_DRAFTS.find((d) => d.title === title)!;
const weighed = (title: string, marks: number, negative_marks?: number): QuestionDraft => {
  const { negative_marks: _bank, ...d } = byTitle(title);
  return { ...d, marks, ...(negative_marks ? { negative_marks } : {}) };
};

export const SAMPLE_PAPERS: TestPaper[] = [
  {
    name: 'Unit test 1: numbers & reading',
    sections: [
      {
        name: 'Numbers',
        instructions: 'Answer every question.\nA wrong choice loses marks.',
        questions: [weighed('Roots', 4, 1), weighed('Primes', 3, 0.75), weighed('Pi', 6, 2)],
      },
      {
        name: 'Reading',
        instructions: '',
        questions: [byTitle('Passage'), weighed('Essay', 10)],
      },
    ],
  },
  { name: 'Quick quiz', sections: [{ name: 'All', instructions: 'Ten minutes.', questions: [weighed('Zero', 2)] }] },
];
