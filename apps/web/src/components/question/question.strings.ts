import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The question renderer's words (English), shared by the learner's and the teacher's screens. */
export const questionStrings = {
  question: {
    number: 'Question {{n}}',
    marks: '{{marks}} marks, {{negative}} for a wrong answer',
    marksNoNegative: '{{marks}} marks',
    passage: 'Read the passage, then answer the questions below it.',
    figure: 'Figure {{n}} of the question',
    chooseOne: 'Choose one answer',
    chooseMany: 'Choose every correct answer',
    integerLabel: 'Your answer (a whole number)',
    numericLabel: 'Your answer (a number)',
    notANumber: 'Write a number, such as 12 or -3.5',
    notAWholeNumber: 'Write a whole number, such as 12 or -3',
    blank: 'Blank {{n}}',
    trueFalse: 'True or false',
    true: 'True',
    false: 'False',
    matchHint: 'Match each item on the left with one on the right',
    matchPick: 'Pick a match',
    matchColumn: 'Choices to match',
    typedAnswer: 'Your answer',
    photos: 'Photos of your written work',
    addPhoto: 'Add a photo of your work',
    uploading: 'Uploading the photo…',
    uploadFailed: 'The photo could not be uploaded. Check the connection and try again.',
    photoTooMany: 'Up to {{max}} photos',
    removePhoto: 'Remove photo {{n}}',
    photoAlt: 'Photo {{n}} of your written work',
    clear: 'Clear answer',
  },
};
export type QuestionStrings = typeof questionStrings;

registerStrings(questionStrings, import.meta.glob<CatalogueModule>('./question.*.strings.ts'));
