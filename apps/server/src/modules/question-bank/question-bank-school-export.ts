import { formatFilesSource, type FormatFiles } from '../../platform/exports/school-export-source.js';

/**
 * The school's own questions in a school's export, as a QTI 3.0 package and Moodle XML: the
 * question-bank exchange writes those files, and this module's build hands its writer here (an empty
 * list: the part writes nothing).
 */
export const questionBankSchoolExport = (writers: readonly FormatFiles[]) =>
  formatFilesSource('the school’s own questions, as a QTI 3.0 package and as Moodle XML.', writers);
