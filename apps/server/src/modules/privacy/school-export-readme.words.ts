import type { LanguageCode } from '@esc/contracts/languages';
import { SCHOOL_README_BN } from './school-export-readme.words.bn.js';
import { SCHOOL_README_HI } from './school-export-readme.words.hi.js';
import { SCHOOL_README_MR } from './school-export-readme.words.mr.js';
import { SCHOOL_README_TA } from './school-export-readme.words.ta.js';
import { SCHOOL_README_UR } from './school-export-readme.words.ur.js';

/**
 * The words of a school export's README.txt (English). File names, column names and manifest.json
 * stay English in every language: other systems read them by those names.
 */
export const SCHOOL_README_EN = {
  title: 'ESC+ school export',
  schoolId: 'School id: {id}',
  madeOn: 'Made on: {when}',
  linkUntil: 'The download link works until: {when}',
  yours: 'This is your school’s data, to keep or to take to another system when the school leaves ESC+.',
  manifest:
    'manifest.json lists every file: what it holds, its format, how many rows, its size and its SHA-256 checksum, so you can check that nothing was lost or changed on the way.',
  twice:
    'Each table comes twice: as a .csv file that opens in any spreadsheet (Excel, LibreOffice, Google Sheets), and as a .json file with the same rows for programs.',
  apostrophe:
    'In the .csv files, a cell that begins with = + - or @ starts with an apostrophe so that a spreadsheet shows it as text; the .json files keep every value exactly.',
  dates: 'Dates and times are in UTC (ISO 8601). Ids (uuid, attempt_id, section_id ...) join the files to each other.',
  english: 'File names, column names and manifest.json are in English, as other systems expect them.',
  inside: 'What is inside',
  folder: '{folder}/ ({n} files): {holds}',
  uploads: 'answer photos, notice attachments and handed-in work, as they were uploaded.',
  missing: 'Files the records name that were no longer in storage (not in this zip):',
  /** What each module's folder holds; a folder not named here is described in the module's own (English) words. */
  folders: {
    attempts:
      'tests taken: each attempt with its score, counts and rank, and each answer with its marks and the teacher’s comment.',
    attendance: 'attendance: each section’s register of a day, and each learner’s mark in it with the remark.',
    handins:
      'homework handed in: the tasks that ask for work, and each learner’s work with its marks and the teacher’s comment.',
    learnlists:
      'learn-lists and homework: each list and its items, each homework set from a list, the sections it went to, and what each learner completed.',
    learning: 'progress: how far each learner got through each lesson, video or document, and when they completed it.',
    notices: 'notices the school sent, who they were for, who read them, and their attachments (under uploads/).',
    institutes:
      'the roster: sections, learners, teachers, parents and who is in which section, as OneRoster 1.2 CSV files.',
    'question-bank': 'the school’s own questions, as a QTI 3.0 package and as Moodle XML.',
    papers:
      'the school’s papers with their sections and questions, as QTI 3.0 tests, and their questions as Moodle XML in a category per paper and section.',
  },
};

/** Every language's README words: English's keys, each a string (a missing one is a type error). */
export type SchoolReadmeWords = {
  readonly [K in Exclude<keyof typeof SCHOOL_README_EN, 'folders'>]: string;
} & { readonly folders: { readonly [K in keyof (typeof SCHOOL_README_EN)['folders']]: string } };

const CATALOGUE: Record<LanguageCode, SchoolReadmeWords> = {
  en: SCHOOL_README_EN,
  hi: SCHOOL_README_HI,
  mr: SCHOOL_README_MR,
  bn: SCHOOL_README_BN,
  ta: SCHOOL_README_TA,
  ur: SCHOOL_README_UR,
};

export const schoolReadmeWords = (code: LanguageCode): SchoolReadmeWords => CATALOGUE[code];
