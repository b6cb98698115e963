import { formatFilesSource, type FormatFiles } from '../../platform/exports/school-export-source.js';

/**
 * The school's roster in a school's export, as OneRoster 1.2 CSV (orgs, academicSessions, classes,
 * courses, users, enrollments, demographics): the roster exchange writes those files, and the
 * module's build hands its writer here (an empty list: the part writes nothing).
 */
export const institutesSchoolExport = (writers: readonly FormatFiles[]) =>
  formatFilesSource(
    'the roster: sections, learners, teachers, parents and who is in which section, as OneRoster 1.2 CSV files.',
    writers,
  );
