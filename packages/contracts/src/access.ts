import Type, { type Static } from 'typebox';
import { Id, IdOrDigits, MAX_DB_INTEGER, Nullable, Uuid } from './common.js';

// The access gate (spec 002 §4.2, §4.6, §5.3, §5.4, §6; spec 001 §4): POST /api/access/decide.
// The server decides with packages/domain's decideAccess and answers the decision as data, so the web
// shows the right prompt without re-deriving the rule. The same decision is enforced where items are
// handed out (content details, signed media links, papers, learn-lists).

export const ACCESS_ITEM_KINDS = ['content', 'paper', 'learnlist', 'question', 'recorded_lecture', 'olympiad'] as const;
export type AccessItemKind = (typeof ACCESS_ITEM_KINDS)[number];

export const ACCESS_PROMPTS = [
  'sign-in',
  'package',
  'premium',
  'content-limit',
  'institute',
  'free-trial-ended',
  'subscription-live-classes-only',
  'subscription-elite-class',
  'esc-online-only',
] as const;
export type AccessPrompt = (typeof ACCESS_PROMPTS)[number];

export const ACCESS_REASONS = [
  'guest',
  'learnlist-mode-skips-checks',
  'learnlist-item',
  'esc-online-only',
  'module-not-enabled',
  'subject-not-assigned',
  'batch-expired',
  'staff-access',
  'institute-access',
  'active-package',
  'premium-group',
  'free-trial-ended',
  'freemium-available',
  'freemium-already-opened',
  'freemium-not-tracked',
  'content-limit-reached',
  'no-package',
  'no-practice-or-test-service',
  'institute-subscription',
  'subscription-required',
  'not-in-syllabus',
] as const;
export type AccessReason = (typeof ACCESS_REASONS)[number];

/** Platforms the client names; India on android or ios is wallet-eligible (spec 002 §4.6). */
export const ACCESS_PLATFORMS = ['web', 'android', 'ios'] as const;
export type AccessPlatform = (typeof ACCESS_PLATFORMS)[number];

const OptionalId = Type.Optional(Nullable(Id()));

/**
 * May the caller (for a parent: the active child named by `uuid`) open this item?
 * - `item_id`: content id (or an old content id), paper id, learn-list id, question id, video id.
 * - content and papers carry their own board, class, subject and group; `board_id`/`class_id`/`group_id`
 *   only pick among a content's mappings. Other kinds take board and class from the request (required).
 * - a signed-in learner opening content for free (reason `freemium-available`) uses one free item:
 *   the open is recorded by this call, and the item stays open afterwards.
 * - `assign_id`: the homework the item is opened from. The server reads whether the learner holds that
 *   assignment and the item is in its list; only then is it a learn-list open, and mode 1 (no access
 *   checks) only for a school's assignment (002 §2.3). `learn_list_mode` and `from_learn_list` are
 *   accepted from older clients and ignored.
 * A guest (no token or a guest token) is answered the sign-in decision, not 401.
 */
export const AccessDecideBody = Type.Object({
  uuid: Type.Optional(Uuid),
  item_kind: Type.Enum(ACCESS_ITEM_KINDS),
  item_id: Type.Union([Id(), Type.String({ minLength: 1, maxLength: 64 })]),
  board_id: OptionalId,
  class_id: OptionalId,
  group_id: OptionalId,
  origin: Type.Optional(Nullable(Type.String({ maxLength: 100, description: 'where the open came from; logged' }))),
  platform: Type.Optional(Type.Enum(ACCESS_PLATFORMS)),
  assign_id: Type.Optional(Nullable(IdOrDigits())),
  /** Accepted and ignored: the mode is decided from the assignment (assign_id). */
  learn_list_mode: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: MAX_DB_INTEGER }))),
  /** Accepted and ignored: whether the item is in the learner's homework is read from assign_id. */
  from_learn_list: Type.Optional(Type.Union([Type.Boolean(), Type.Literal(0), Type.Literal(1)])),
});
export type AccessDecideBody = Static<typeof AccessDecideBody>;

/** The freemium count behind a 17250 learner's content decision (spec 002 §5.3); null otherwise. */
export const AccessFreemium = Type.Object({
  content_limit: Type.Integer({ description: 'free items per board and class' }),
  opened: Type.Integer({ description: 'free items opened for this board and class, this open included' }),
});
export type AccessFreemium = Static<typeof AccessFreemium>;

export const AccessDecision = Type.Object({
  allowed: Type.Boolean(),
  reason: Type.Enum(ACCESS_REASONS),
  /** The prompt the web shows; null when allowed, and for parents who see no pop-up (spec 001 §4). */
  prompt: Nullable(Type.Enum(ACCESS_PROMPTS)),
  /** Why it is open or locked and what would unlock it, in plain words. */
  explanation: Type.String(),
  freemium: Nullable(AccessFreemium),
});
export type AccessDecision = Static<typeof AccessDecision>;

/** The services of a subject the gate answers for (002 §2.2): learn, practice, tests, recorded lectures. */
export const SUBJECT_SERVICES = ['learn', 'practice', 'tests', 'recorded'] as const;
export type SubjectService = (typeof SUBJECT_SERVICES)[number];

/**
 * GET /access/subject-services: would each of a subject's services open for the caller (a parent: the
 * active child named by `uuid`), and why not. A look: nothing is recorded, no free item is used.
 */
export const AccessSubjectServicesQuery = Type.Object({
  uuid: Type.Optional(Uuid),
  board_id: Id(),
  class_id: Id(),
  subject_id: Id(),
  platform: Type.Optional(Type.Enum(ACCESS_PLATFORMS)),
});
export type AccessSubjectServicesQuery = Static<typeof AccessSubjectServicesQuery>;

/**
 * One service's answer, decided by the same rule as opening one of its items. For learn, the answer for
 * an item not opened yet: `freemium` counts a 17250 learner's free items for the class (opened before this look).
 */
export const AccessServiceAnswer = Type.Object({
  service: Type.Enum(SUBJECT_SERVICES),
  ...AccessDecision.properties,
});
export type AccessServiceAnswer = Static<typeof AccessServiceAnswer>;

export const AccessSubjectServicesData = Type.Object({ services: Type.Array(AccessServiceAnswer) });
export type AccessSubjectServicesData = Static<typeof AccessSubjectServicesData>;
