import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The words of importing questions from a Moodle XML, GIFT or Aiken file into the bank (English). */
export const questionImportStrings = {
  authoring: {
    import: {
      title: 'Import questions',
      open: 'Import questions from a file',
      intro:
        'Bring questions from Moodle (Moodle XML or GIFT) or an Aiken file into your school’s question bank. You see what happens to each question before anything is saved.',
      file: 'Question file',
      fileHint: 'Moodle XML (.xml), GIFT (.gift or .txt) or Aiken (.txt), up to 10 MB',
      format: 'Format',
      formatAuto: 'Find out from the file',
      formats: { 'moodle-xml': 'Moodle XML', gift: 'GIFT', aiken: 'Aiken', qti3: 'QTI 3.0' },
      check: 'Check the file',
      chooseFile: 'Choose a file first.',
      tooLarge: 'This file is larger than 10 MB. Split it into smaller files.',
      summary: 'What happens to the questions of {{file}}',
      ready: 'Ready: {{count}}',
      changed: 'Changed to fit: {{count}}',
      refused: 'Cannot be imported: {{count}}',
      listLabel: 'Questions in the file',
      empty: 'We found no questions in this file.',
      outcome: { imported: 'Ready', changed: 'Changed to fit', refused: 'Cannot be imported' },
      number: 'Question {{n}}',
      category: 'Category: {{name}}',
      figures: 'Pictures: {{count}}',
      where: 'Where the questions go',
      whereHint:
        'Choose the class, subject and chapter (or topic). Questions go there unless you choose another chapter for their category below.',
      categories: 'Categories in the file',
      categoryChapter: 'Chapter for “{{name}}”',
      sameAsAbove: 'The chapter chosen above',
      difficulty: 'Difficulty for questions that do not say',
      apply: 'Import the questions',
      needPlace: 'Choose a chapter or topic first.',
      nothing: 'No question of this file can be imported.',
      done_one: '{{count}} question was added to the question bank.',
      done_other: '{{count}} questions were added to the question bank.',
      toBank: 'Go to the question bank',
      another: 'Import another file',
      startOver: 'Choose another file',
    },
  },
};
export type QuestionImportStrings = typeof questionImportStrings;

registerStrings(questionImportStrings, import.meta.glob<CatalogueModule>('./question-import.*.strings.ts'));
