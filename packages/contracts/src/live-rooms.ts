import Type, { type Static } from 'typebox';
import { IdOrDigits, LegacyCallFields, Nullable, Uuid } from './common.js';

// Meeting rooms through providers (calls-chosen.tsv's provider callback; calls.tsv's
// getLiveAttendance and /zoom/createBasicUser): the providers' callbacks, a class's live attendance
// from its room visits, and a teacher's Zoom user.

/** The meeting-room providers a class may name; 'bbb' and 'zoom' only where the server is configured for them. */
export const ROOM_PROVIDERS = ['link', 'bbb', 'zoom'] as const;
export const RoomProvider = Type.Union(
  [Type.Literal(ROOM_PROVIDERS[0]), Type.Literal(ROOM_PROVIDERS[1]), Type.Literal(ROOM_PROVIDERS[2])],
  { description: 'link (a pasted Google Meet, Zoom or Jitsi link), bbb (BigBlueButton) or zoom (a Zoom meeting)' },
);

/** POST (and, for BigBlueButton's meeting-ended call, GET) /live-class/provider/{provider}/callback */
export const ProviderCallbackParams = Type.Object({
  provider: Type.Union([Type.Literal('bbb'), Type.Literal('zoom')]),
});

/** What BigBlueButton's callback URLs carry (the URLs this server gave it); Zoom sends none. */
export const ProviderCallbackQuery = Type.Object({
  event: Type.Optional(
    Type.Union([Type.Literal('ended'), Type.Literal('recording-ready'), Type.Literal('analytics')], {
      description: 'which BigBlueButton callback this is',
    }),
  ),
  meetingID: Type.Optional(Type.String({ maxLength: 256 })),
  token: Type.Optional(Type.String({ maxLength: 128, description: 'proves the meeting-ended URL is the one given' })),
  recordingmarks: Type.Optional(Type.String({ maxLength: 5, description: 'added by BigBlueButton: true or false' })),
});

export const ProviderCallbackHeaders = Type.Object({
  'x-zm-signature': Type.Optional(Type.String({ maxLength: 200, description: 'Zoom: v0=<hex HMAC-SHA256>' })),
  'x-zm-request-timestamp': Type.Optional(Type.String({ maxLength: 20, description: 'Zoom: seconds' })),
  authorization: Type.Optional(
    Type.String({
      maxLength: 4096,
      description: 'BigBlueButton analytics: Bearer <JWT signed with the shared secret>',
    }),
  ),
});

export const ProviderCallbackData = Type.Object({
  provider: Type.String(),
  event: Type.String(),
  /** The id the event is stored by; null for what is not stored (URL validation, a premature call). */
  event_id: Nullable(Type.String()),
  outcome: Type.Union([Type.Literal('applied'), Type.Literal('ignored'), Type.Literal('unknown-room')]),
  /** True when this event was received before: nothing was done again. */
  duplicate: Type.Boolean(),
});
export type ProviderCallbackData = Static<typeof ProviderCallbackData>;

/**
 * The callback's success answer: the envelope, and for Zoom's endpoint.url_validation the two fields
 * Zoom reads at the top level of the JSON.
 */
export const ProviderCallbackEnvelope = Type.Object({
  status_code: Type.Integer(),
  status: Type.Integer(),
  message: Type.String(),
  data: ProviderCallbackData,
  plainToken: Type.Optional(Type.String()),
  encryptedToken: Type.Optional(Type.String()),
});

/** POST /live-class/attendee/getLiveAttendance */
export const LiveAttendanceBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  sch_id: IdOrDigits({ description: 'the live class' }),
});
export type LiveAttendanceBody = Static<typeof LiveAttendanceBody>;

export const LiveAttendee = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  section_id: Type.Integer(),
  section_name: Type.String(),
  /** Seconds in the room within the class's time, rejoins and overlaps counted once. */
  seconds_in_class: Type.Integer(),
  first_joined_at: Nullable(Type.String()),
  last_left_at: Nullable(Type.String()),
  present: Type.Boolean({ description: 'time in class reached presence_share of the class' }),
});
export type LiveAttendee = Static<typeof LiveAttendee>;

export const LiveAttendanceData = Type.Object({
  sch_id: Type.Integer(),
  provider: Type.String(),
  duration: Type.Integer({ description: 'minutes' }),
  presence_share: Type.Number({ description: 'the share of the class a learner must be in to count present' }),
  /** False for a pasted link: only joins are known, and a join counts until the class's end. */
  tells_leaves: Type.Boolean(),
  learners: Type.Array(LiveAttendee),
  present_count: Type.Integer(),
  absent_count: Type.Integer(),
});
export type LiveAttendanceData = Static<typeof LiveAttendanceData>;

/** POST /zoom/createBasicUser: a Basic (type 1) Zoom user for a teacher of the caller's school. */
export const CreateZoomUserBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  teacher_uuid: Type.Optional(Type.Union([Uuid], { description: 'the teacher of the school; default the caller' })),
});
export type CreateZoomUserBody = Static<typeof CreateZoomUserBody>;

/** Zoom's answer to "Create users", the fields it documents. */
export const CreateZoomUserData = Type.Object({
  id: Type.String(),
  email: Type.String(),
  type: Type.Integer({ description: '1 Basic' }),
  first_name: Type.String(),
  last_name: Type.String(),
});
export type CreateZoomUserData = Static<typeof CreateZoomUserData>;
