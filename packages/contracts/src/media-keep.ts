import Type, { type Static } from 'typebox';
import { Id, Nullable, Uuid } from './common.js';
import { AccessDecision } from './access.js';
import { PlayerContentKind } from './content.js';

// Keep for offline: what a learner (or a parent for a linked child) may keep on
// the device, and the check the next sync makes. Signed links expire within the hour; a keep grant
// says how long the kept copy may stay on the device before the app must ask again.

/** Seconds a keep grant lasts: the app renews it when online well before then. */
export const KEEP_GRANT_LIFETIME_SECONDS = 14 * 24 * 3600;
/** Items one keep or one check may name (a chapter's content, a homework list). */
export const KEEP_ITEMS_MAX = 200;

const KeepFor = {
  /** A parent keeps for a linked child: the child's uuid. A learner leaves it out. */
  uuid: Type.Optional(Uuid),
};

/** POST /api/media/keep-grants: content ids, or a chapter (syllabus node) whose content is kept. */
export const KeepGrantsBody = Type.Object({
  content_ids: Type.Optional(Type.Array(Id(), { minItems: 1, maxItems: KEEP_ITEMS_MAX, uniqueItems: true })),
  syllabus_id: Type.Optional(Id({ description: 'a chapter (or topic): its learning content is kept' })),
  ...KeepFor,
});
export type KeepGrantsBody = Static<typeof KeepGrantsBody>;

/** What a file is to the player: the video it plays, the document or activity it frames, the lesson it reads. */
export const KeptFileRole = Type.Union([
  Type.Literal('video'),
  Type.Literal('document'),
  Type.Literal('activity'),
  Type.Literal('lesson'),
]);
export type KeptFileRole = Static<typeof KeptFileRole>;

export const KeptFile = Type.Object({
  /** The stable name the device keeps it under: the storage key (the link's path without its signature). */
  key: Type.String(),
  role: KeptFileRole,
  /** Where to download it now: a link signed for SIGNED_MEDIA_LIFETIME_SECONDS (Range is answered). */
  url: Type.String(),
  size: Type.Integer({ minimum: 0, description: 'bytes' }),
  content_type: Type.String(),
});
export type KeptFile = Static<typeof KeptFile>;

export const KeepGrantItem = Type.Object({
  content_id: Type.Integer(),
  content_title: Type.String(),
  content_kind: PlayerContentKind,
  /** True when the item may be kept: the access gate lets the person open it and it has files to keep. */
  granted: Type.Boolean(),
  /** The gate's decision, so a refusal is said as the player would say it. */
  access: AccessDecision,
  files: Type.Array(KeptFile),
  size: Type.Integer({ minimum: 0, description: 'bytes of its files' }),
});
export type KeepGrantItem = Static<typeof KeepGrantItem>;

export const KeepGrantsData = Type.Object({
  /** Unix seconds until which the kept copies may stay without a new check. */
  keep_until: Type.Integer(),
  items: Type.Array(KeepGrantItem),
  /** Bytes of the granted items' files: "Keep for offline: 48 MB". */
  total_size: Type.Integer({ minimum: 0 }),
});
export type KeepGrantsData = Static<typeof KeepGrantsData>;

/** POST /api/media/keep-grants/check: the kept items, asked again on the next sync. */
export const KeepCheckBody = Type.Object({
  content_ids: Type.Array(Id(), { minItems: 1, maxItems: KEEP_ITEMS_MAX, uniqueItems: true }),
  ...KeepFor,
});
export type KeepCheckBody = Static<typeof KeepCheckBody>;

export const KeepCheckItem = Type.Object({
  content_id: Type.Integer(),
  /** False when the person may no longer open it (a package ended, another school's, gone): remove the copy. */
  may_keep: Type.Boolean(),
  reason: Nullable(Type.String()),
});
export type KeepCheckItem = Static<typeof KeepCheckItem>;

export const KeepCheckData = Type.Object({
  /** The renewed grant for the items that may stay. */
  keep_until: Type.Integer(),
  items: Type.Array(KeepCheckItem),
});
export type KeepCheckData = Static<typeof KeepCheckData>;
