import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

type QuestionBankTable =
  'questions' | 'question_texts' | 'question_tags' | 'practice_checks' | 'question_import_previews';

/** What the question bank keeps of people (platform/privacy/personal-data.ts). */
export const questionBankPersonalData: PersonalDataOf<QuestionBankTable> = {
  questions: {
    people: { author_uuid: 'keep' },
    purpose: 'Questions a school’s teachers write, and who wrote each.',
    basis: 'education',
    kept: { while: 'account' },
  },
  question_texts: { none: 'the words of questions' },
  question_tags: { none: 'the tags of questions' },
  practice_checks: {
    people: { uuid: 'delete-row' },
    data: { outcome: 'whether their practice answer was right' },
    purpose: 'A learner’s practice answers checked, to show what to practise next.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
  question_import_previews: {
    people: { uploader_uuid: 'delete-row' },
    data: {
      file_name: 'the name of the file the teacher chose',
      outcomes: 'the questions of the file, until imported',
    },
    purpose: 'A question file a teacher checked before importing it into the bank, and who checked it.',
    basis: 'education',
    kept: { days: 1 },
  },
};
