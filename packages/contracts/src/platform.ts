import Type, { type Static } from 'typebox';

/** GET /api/platform/health: guest-allowed, so it also tells the caller how the server saw its token. */
export const HealthData = Type.Object({
  status: Type.Literal('ok'),
  signed_in: Type.Boolean({ description: 'a real user token was sent' }),
  guest: Type.Boolean({ description: 'a guest token was sent' }),
});
export type HealthData = Static<typeof HealthData>;

/** Answers that carry no data still use the envelope; their data is an empty object. */
export const EmptyData = Type.Object({});
export type EmptyData = Static<typeof EmptyData>;
