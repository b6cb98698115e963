import { formatFilesSource, type FormatFiles } from '../../platform/exports/school-export-source.js';

/**
 * The school's papers in a school's export, as QTI 3.0 tests and Moodle XML quizzes: the
 * question-bank exchange writes those files, and this module's build hands its writer here (an empty
 * list: the part writes nothing).
 */
export const papersSchoolExport = (writers: readonly FormatFiles[]) =>
  formatFilesSource(
    'the school’s papers with their sections and questions, as QTI 3.0 tests and as Moodle XML quizzes.',
    writers,
  );
