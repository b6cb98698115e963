import Type, { type Static } from 'typebox';
import { Nullable } from './common.js';

/** GET /api/platform/health: guest-allowed, so it also tells the caller how the server saw its token. */
export const HealthData = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')], {
    description: 'ok, or degraded while something below is wrong (the server still answers)',
  }),
  disk: Type.Union([Type.Literal('ok'), Type.Literal('full')], {
    description: 'full for a minute after a write failed for want of space: writes answer 503 meanwhile',
  }),
  signed_in: Type.Boolean({ description: 'a real user token was sent' }),
  guest: Type.Boolean({ description: 'a guest token was sent' }),
});
export type HealthData = Static<typeof HealthData>;

/** GET /api/platform/live: the process answers (a load balancer's liveness probe). */
export const LiveData = Type.Object({
  status: Type.Literal('live'),
});
export type LiveData = Static<typeof LiveData>;

/**
 * GET /api/platform/ready: the database answered a trivial query in time, its migrations are the
 * newest this server knows, and the job queue runs. Otherwise 503 with the reason in the message.
 */
export const ReadyData = Type.Object({
  status: Type.Literal('ready'),
  database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
  database_ms: Type.Number({ minimum: 0, description: 'how long the trivial query took' }),
});
export type ReadyData = Static<typeof ReadyData>;

/** The demo accounts the sign-in screen offers (demo mode only; CONTRACT.md "Demo data"). */
export const DemoAccount = Type.Object({
  username: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 100 }),
  role: Type.Union([
    Type.Literal('student'),
    Type.Literal('freeStudent'),
    Type.Literal('parent'),
    Type.Literal('teacher'),
    Type.Literal('admin'),
  ]),
});
export type DemoAccount = Static<typeof DemoAccount>;

/**
 * GET /api/platform/mode: guest-allowed. demo: `npm start`, seeded, the test payment provider;
 * production: no demo accounts listed, payments through Razorpay (null when not configured).
 */
export const PlatformModeData = Type.Object({
  mode: Type.Union([Type.Literal('demo'), Type.Literal('production')]),
  payment_provider: Nullable(Type.Union([Type.Literal('test'), Type.Literal('razorpay')])),
  /** Empty in production, and in a demo that was not seeded. */
  demo_accounts: Type.Array(DemoAccount),
});
export type PlatformModeData = Static<typeof PlatformModeData>;

/** Answers that carry no data still use the envelope; their data is an empty object. */
export const EmptyData = Type.Object({});
export type EmptyData = Static<typeof EmptyData>;
