import { MAX_DB_INTEGER } from '@esc/contracts';
import { AppError } from '../errors/app-error.js';
import type { en } from '../i18n/catalogue.en.js';

type Thing = keyof (typeof en)['errors']['http']['noSuch'];

/** The things callers name, as they name them ("live class", "learnlist_id"), to their message. */
const THINGS: Readonly<Record<string, Thing>> = {
  section: 'section',
  school: 'school',
  class: 'class',
  board: 'board',
  subject: 'subject',
  'learn-list': 'learnList',
  learnlist: 'learnList',
  assignment: 'assignment',
  assign: 'assignment',
  'hand-in': 'handin',
  handin: 'handin',
  lecture: 'lecture',
  'live class': 'liveClass',
  'recorded lecture': 'recordedLecture',
  attempt: 'attempt',
  paper: 'paper',
  question: 'question',
  notice: 'notice',
  'syllabus node': 'syllabusNode',
  'olympiad enrollment': 'olympiadEnrollment',
  package: 'package',
  payment: 'payment',
  invoice: 'invoice',
};

/**
 * 404 "No such <thing>." in the request's language. A field's name (`school_id`,
 * `lecture_learnlist_ids.0.lecture_id`) names the thing its id is of; a thing of no known name is
 * said as given.
 */
export function noSuch(what: string): AppError {
  const named = what.toLowerCase().split('.').pop()!.replace(/_id$/, '');
  const thing = THINGS[named];
  return thing
    ? new AppError('NOT_FOUND', { reason: `http.noSuch.${thing}` })
    : new AppError('NOT_FOUND', { reason: 'http.noSuch.thing', params: { what } });
}

/**
 * An id from the wire (a number or digits). Digits beyond any row's id name nothing: answered as if
 * absent (404), never sent to the database, where they would not fit its integer column.
 */
export function wireId(value: number | string, what: string): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_DB_INTEGER) throw noSuch(what);
  return n;
}
