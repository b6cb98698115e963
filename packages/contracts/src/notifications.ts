import { isLearner, isParent } from '@esc/domain';
import Type, { type Static } from 'typebox';
import { LegacyCallFields, Nullable, Uuid } from './common.js';

// Notifications (calls-chosen.tsv, module notifications): the in-app centre, its live stream and web
// push. Three calls carry everything: the list also marks read and hands out the stream's ticket;
// the subscription call also keeps the person's push choices.

/**
 * The events the product sends. Each is published by the module that knows it happened:
 * - homework_assigned: a learn-list was assigned; to its learners and their parents (learn-lists);
 * - homework_due_tomorrow: homework is due tomorrow in the school's time zone and not done; to the
 *   learner and their parents (the daily job of the notifications module, fed by learn-lists);
 * - homework_completed_by_all: every learner of an assignment completed it; to the teacher who
 *   assigned it (learn-lists);
 * - notice_published: a school's notice reached its publish time; to its audience (live).
 * - live_class: a live class was scheduled, changed or cancelled, or starts in 10 minutes; to its sections' learners and their parents (live).
 * - class_recap_published: a class's recap was published (told once per recap); to its sections' learners and their parents (live).
 * - paper_assigned: a test was assigned to a school's sections; to their learners and their parents, naming the child (papers).
 * - attendance_absent: a learner was marked absent today; to their parents, naming the child, when the register is saved (attendance).
 * - attendance_absence_warning: a learner was absent three school days in a row; to the section's teachers and the learner's parents (attendance).
 * - doubt_asked: a learner asked a doubt; to the teachers of their section for its subject (doubts).
 * - doubt_answered: a teacher answered a doubt; to the learner and their parents, naming the child (doubts).
 * - handin_received: a learner handed in work for a task; to the section's teachers (handins).
 * - handin_returned: work was returned with marks, or asked for again; to the learner and their parents (handins).
 * - grievance_answered: the grievance officer answered a grievance; to the person who raised it (grievances).
 * - consent_decided: a parent agreed to or refused a child's request; to the child who asked (identity, notifications).
 * - grievance_raised: a grievance arrived; to those who answer it, the school's admins or the platform's editors (grievances).
 * - grievance_due_soon: a grievance has 5 days left and no answer; to the same people (grievances).
 */
export const NOTIFICATION_KINDS = [
  'homework_assigned',
  'homework_due_tomorrow',
  'homework_completed_by_all',
  'assessment_results_published',
  'paper_assigned',
  'notice_published',
  'live_class',
  'class_recap_published',
  'attendance_absent',
  'attendance_absence_warning',
  'doubt_asked',
  'doubt_answered',
  'handin_received',
  'handin_returned',
  'grievance_answered',
  'consent_decided',
  'grievance_raised',
  'grievance_due_soon',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The kinds that reach a person of this type, as the modules publish them (see the list above): a
 * learner is told of their own work; a parent of their children's, absences too; staff of what their
 * classes did and of absences in a row. The settings screen offers a push choice for these only.
 */
export function notificationKindsFor(userTypeId: number): readonly NotificationKind[] {
  const learnerKinds: NotificationKind[] = [
    'homework_assigned',
    'homework_due_tomorrow',
    'assessment_results_published',
    'paper_assigned',
    'notice_published',
    'live_class',
    'class_recap_published',
    'doubt_answered',
    'handin_returned',
    'grievance_answered',
  ];
  if (isLearner(userTypeId)) return [...learnerKinds, 'consent_decided'];
  if (isParent(userTypeId)) return [...learnerKinds, 'attendance_absent', 'attendance_absence_warning'];
  return [
    'homework_completed_by_all',
    'notice_published',
    'attendance_absence_warning',
    'doubt_asked',
    'handin_received',
    'grievance_raised',
    'grievance_due_soon',
  ];
}
export const NotificationKindValue = Type.Union(
  [
    Type.Literal('homework_assigned'),
    Type.Literal('homework_due_tomorrow'),
    Type.Literal('homework_completed_by_all'),
    Type.Literal('assessment_results_published'),
    Type.Literal('paper_assigned'),
    Type.Literal('notice_published'),
    Type.Literal('live_class'),
    Type.Literal('class_recap_published'),
    Type.Literal('attendance_absent'),
    Type.Literal('attendance_absence_warning'),
    Type.Literal('doubt_asked'),
    Type.Literal('doubt_answered'),
    Type.Literal('handin_received'),
    Type.Literal('handin_returned'),
    Type.Literal('grievance_answered'),
    Type.Literal('consent_decided'),
    Type.Literal('grievance_raised'),
    Type.Literal('grievance_due_soon'),
  ],
  { description: NOTIFICATION_KINDS.join(', ') },
);

/** A notification id: made by the server from the event id and the person. */
const NotificationId = Type.String({ minLength: 1, maxLength: 64 });

/**
 * POST /notifications/list: the caller's own notifications, newest first. `mark_read` (ids of the
 * caller's own notifications) and `mark_all_read` are applied first, so the answer shows them read.
 * `uuid`, when sent, must be the caller's own: a parent has notifications of their own.
 */
export const NotificationListBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  page_no: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  unread_only: Type.Optional(Type.Boolean()),
  mark_read: Type.Optional(Type.Array(NotificationId, { maxItems: 100 })),
  mark_all_read: Type.Optional(Type.Boolean()),
});
export type NotificationListBody = Static<typeof NotificationListBody>;

export const NotificationItem = Type.Object({
  id: Type.String(),
  kind: NotificationKindValue,
  title: Type.String(),
  body: Type.String(),
  /** An app path (/homework/...) the notification opens; null when it opens nothing. */
  link: Nullable(Type.String()),
  /** What the publishing module attached (assign_id, ...). */
  data: Nullable(Type.Record(Type.String(), Type.Unknown())),
  read_at: Nullable(Type.String()),
  created_at: Type.String(),
});
export type NotificationItem = Static<typeof NotificationItem>;

export const NotificationListData = Type.Object({
  notifications: Type.Array(NotificationItem),
  unread_count: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0, description: 'notifications matching unread_only' }),
  page_no: Type.Integer(),
  page_size: Type.Integer(),
  /**
   * Opens GET /notifications/stream?ticket=... for this person (EventSource sends no Authorization
   * header). Short-lived and good for nothing else: it reads no notification, it only opens the stream.
   */
  stream_ticket: Type.String(),
  stream_ticket_expires_in: Type.Integer({ description: 'seconds' }),
});
export type NotificationListData = Static<typeof NotificationListData>;

/** GET /notifications/stream */
export const NotificationStreamQuery = Type.Object({
  ticket: Type.String({ minLength: 1, maxLength: 1000, description: 'stream_ticket of /notifications/list' }),
});
export type NotificationStreamQuery = Static<typeof NotificationStreamQuery>;

/**
 * Events of the stream (text/event-stream). Each carries ids only; the client fetches the rows:
 * - `ready` once the stream is open (fetch the count again: events may have been missed while closed);
 * - `notification` with {"id": ...} for each new notification of the person;
 * - `read` with {} when the person marked notifications read elsewhere;
 * - `reauth` with {} just before the server ends the stream at its time limit (open a new one).
 */
export const NotificationStreamEvents = ['ready', 'notification', 'read', 'reauth'] as const;

/** The browser's PushSubscription as PushSubscription.toJSON() writes it. */
export const PushSubscriptionJson = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: 2000, pattern: '^https?://' }),
  // PushSubscription.expirationTime: epoch milliseconds (the largest a JavaScript Date holds), or null.
  expirationTime: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 8.64e15 }))),
  keys: Type.Object({
    p256dh: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_=-]+$' }),
    auth: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_=-]+$' }),
  }),
});
export type PushSubscriptionJson = Static<typeof PushSubscriptionJson>;

/** Which events reach the person by push; kinds left out keep their choice (default: on). */
export const PushChoices = Type.Object({
  homework_assigned: Type.Optional(Type.Boolean()),
  homework_due_tomorrow: Type.Optional(Type.Boolean()),
  homework_completed_by_all: Type.Optional(Type.Boolean()),
  assessment_results_published: Type.Optional(Type.Boolean()),
  paper_assigned: Type.Optional(Type.Boolean()),
  notice_published: Type.Optional(Type.Boolean()),
  live_class: Type.Optional(Type.Boolean()),
  class_recap_published: Type.Optional(Type.Boolean()),
  attendance_absent: Type.Optional(Type.Boolean()),
  attendance_absence_warning: Type.Optional(Type.Boolean()),
  doubt_asked: Type.Optional(Type.Boolean()),
  doubt_answered: Type.Optional(Type.Boolean()),
  handin_received: Type.Optional(Type.Boolean()),
  handin_returned: Type.Optional(Type.Boolean()),
  grievance_answered: Type.Optional(Type.Boolean()),
  consent_decided: Type.Optional(Type.Boolean()),
  grievance_raised: Type.Optional(Type.Boolean()),
  grievance_due_soon: Type.Optional(Type.Boolean()),
});
export type PushChoices = Static<typeof PushChoices>;

/**
 * POST /notifications/webPushSubscription, the caller's own:
 * - action `status` (default): this browser's state (`endpoint` names it) and the VAPID key;
 * - action `subscribe` with `subscription`: push on for this browser;
 * - action `unsubscribe` with `endpoint` (or `subscription`): push off for this browser;
 * - `choices` with any action: which events reach the person by push (every browser of theirs).
 */
export const WebPushSubscriptionBody = Type.Object({
  ...LegacyCallFields,
  action: Type.Optional(
    Type.Union([Type.Literal('status'), Type.Literal('subscribe'), Type.Literal('unsubscribe')], {
      description: 'status (default), subscribe, unsubscribe',
    }),
  ),
  subscription: Type.Optional(PushSubscriptionJson),
  endpoint: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
  choices: Type.Optional(PushChoices),
});
export type WebPushSubscriptionBody = Static<typeof WebPushSubscriptionBody>;

export const WebPushSubscriptionData = Type.Object({
  /** The applicationServerKey for pushManager.subscribe (base64url). */
  vapid_public_key: Type.String(),
  /** Whether the browser named by endpoint (or subscription) gets pushes. */
  subscribed: Type.Boolean(),
  /** Browsers of the person that get pushes. */
  subscription_count: Type.Integer({ minimum: 0 }),
  choices: Type.Object({
    homework_assigned: Type.Boolean(),
    homework_due_tomorrow: Type.Boolean(),
    homework_completed_by_all: Type.Boolean(),
    assessment_results_published: Type.Boolean(),
    paper_assigned: Type.Boolean(),
    notice_published: Type.Boolean(),
    live_class: Type.Boolean(),
    class_recap_published: Type.Boolean(),
    attendance_absent: Type.Boolean(),
    attendance_absence_warning: Type.Boolean(),
    doubt_asked: Type.Boolean(),
    doubt_answered: Type.Boolean(),
    handin_received: Type.Boolean(),
    handin_returned: Type.Boolean(),
    grievance_answered: Type.Boolean(),
    consent_decided: Type.Boolean(),
    grievance_raised: Type.Boolean(),
    grievance_due_soon: Type.Boolean(),
  }),
});
export type WebPushSubscriptionData = Static<typeof WebPushSubscriptionData>;

/** What a push message carries to the service worker (JSON, encrypted for the browser). */
export interface PushMessage {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}
