import Type, { type Static } from 'typebox';
import { IsoInstant } from './assessments-assign.js';
import { Nullable, Uuid } from './common.js';

// Who looked: every read by a school's staff of a child's personal records (their answers, reports,
// attendance, contact details, downloads of registers and reports) is kept in an append-only log
// that the child, their parent and the school's admin read. Reads by the child or their own parent
// are not logged. The words of each kind are the web's (the server sends the kind's code).

/** What was read: the web says each in the reader's language. */
export const ACCESS_KINDS = [
  'attempt-answers',
  'paper-report',
  'assessment-activity',
  'learnlist-report',
  'attendance',
  'attendance-register',
  'contact-details',
  'handin',
  'doubt',
  'report-download',
  'school-export',
] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** The viewer's part in the school, for "(teacher)" after their name. */
export const ACCESS_VIEWER_ROLES = ['teacher', 'admin', 'staff'] as const;
export type AccessViewerRole = (typeof ACCESS_VIEWER_ROLES)[number];

/** A page of a log: 1 the newest; 20 entries a page. */
const Page = Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$', description: 'the page, 1 the newest' }));

/** GET /privacy/access-log: the caller's own log, or (a parent) a linked child's by `uuid`. */
export const AccessLogQuery = Type.Object({ uuid: Type.Optional(Uuid), page: Page });
export type AccessLogQuery = Static<typeof AccessLogQuery>;

/**
 * GET /privacy/access-log/school: a school admin's view of their school's log, narrowed to a learner, a
 * member of staff, what was read and a time range (`from` included, `to` not: the web sends the start
 * of the first day and of the day after the last, in the reader's time zone).
 */
export const SchoolAccessLogQuery = Type.Object({
  learner_uuid: Type.Optional(Uuid),
  viewer_uuid: Type.Optional(Uuid),
  kind: Type.Optional(Type.Enum(ACCESS_KINDS)),
  from: Type.Optional(IsoInstant),
  to: Type.Optional(IsoInstant),
  page: Page,
});
export type SchoolAccessLogQuery = Static<typeof SchoolAccessLogQuery>;

export const AccessLogEntry = Type.Object({
  entry_id: Type.String(),
  viewer_uuid: Type.String(),
  viewer_name: Type.String(),
  viewer_role: Type.Enum(ACCESS_VIEWER_ROLES),
  learner_uuid: Type.String(),
  learner_name: Type.String(),
  kind: Type.Enum(ACCESS_KINDS),
  /** The record's own id in its module (an attempt, a register, a learn-list assignment). */
  record_id: Nullable(Type.String()),
  /** The record's title when it has one (a paper's name, a learn-list's): not personal. */
  record_label: Nullable(Type.String()),
  /** ISO-8601 UTC. */
  read_at: Type.String(),
  ip: Nullable(Type.String()),
  /** The browser, shortened ("Chrome on Android"). */
  device: Nullable(Type.String()),
});
export type AccessLogEntry = Static<typeof AccessLogEntry>;

export const AccessLogData = Type.Object({
  entries: Type.Array(AccessLogEntry),
  page: Type.Integer({ minimum: 1 }),
  has_more: Type.Boolean(),
  /** How long entries are kept, in days (the registry's retention). */
  kept_days: Type.Integer({ minimum: 1 }),
});
export type AccessLogData = Static<typeof AccessLogData>;

/** Someone a school's log names, for choosing whose entries to read. */
export const AccessLogPerson = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
});
export type AccessLogPerson = Static<typeof AccessLogPerson>;

/** GET /privacy/access-log/school/people: the learners and staff the school's log names, by name. */
export const AccessLogPeopleData = Type.Object({
  learners: Type.Array(AccessLogPerson),
  viewers: Type.Array(AccessLogPerson),
});
export type AccessLogPeopleData = Static<typeof AccessLogPeopleData>;
