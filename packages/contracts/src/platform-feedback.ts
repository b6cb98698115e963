import Type, { type Static } from 'typebox';
import { IdOrDigits, LegacyCallFields, Nullable, Uuid } from './common.js';

// What people tell the platform about the app (spec 001 §7, 002 §4.7 and §8): their rating, a
// lead from the public site, and the client's crash reports. All three are the platform module's.

const Rating = Type.Integer({ minimum: 1, maximum: 5, description: 'stars, 1 to 5' });

/**
 * POST /cognito-login-service/auth/getUserRatingData: the caller's rating and whether to ask now
 * (002 §4.7: no rating, more than 72 hours since the last ask; a rating of 3 or under, more than 60
 * days since it and 72 hours since the ask). `rating` records a rating; `asked` records that the
 * prompt was shown (dismissed without a rating).
 */
export const UserRatingBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  rating: Type.Optional(Rating),
  comment: Type.Optional(Type.String({ maxLength: 1_000 })),
  asked: Type.Optional(Type.Boolean()),
});
export type UserRatingBody = Static<typeof UserRatingBody>;

export const UserRatingData = Type.Object({
  uuid: Type.String(),
  rating: Nullable(Type.Integer()),
  comment: Nullable(Type.String()),
  rated_at: Nullable(Type.String()),
  last_asked_at: Nullable(Type.String()),
  /** The rule of 002 §4.7 on the server's clock. */
  show_prompt: Type.Boolean(),
});
export type UserRatingData = Static<typeof UserRatingData>;

/** GET /cognito-login-service/auth/appRatingsData: every person's latest rating, counted by stars. */
export const AppRatingsData = Type.Object({
  rating_count: Type.Integer(),
  /** Rounded to one decimal; null with no ratings. */
  average: Nullable(Type.Number()),
  stars: Type.Array(Type.Object({ rating: Type.Integer(), count: Type.Integer() })),
});
export type AppRatingsData = Static<typeof AppRatingsData>;

/** The device a lead or a crash report came from, as the client describes it. */
const DeviceFields = {
  model: Type.Optional(Type.String({ maxLength: 100 })),
  manufacture: Type.Optional(Type.String({ maxLength: 100 })),
  os: Type.Optional(Type.String({ maxLength: 100 })),
  version: Type.Optional(Type.String({ maxLength: 50 })),
};

/**
 * POST /cognito-login-service/auth/leadCapture: someone on the public site asks to be contacted.
 * An email or a mobile number is required (the mobile read by the country's rule).
 */
export const LeadCaptureBody = Type.Object({
  ...LegacyCallFields,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  mobile: Type.Optional(Type.String({ maxLength: 30, description: 'national number, or with +code' })),
  country_iso: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'IN when absent' })),
  board_id: Type.Optional(IdOrDigits()),
  class_id: Type.Optional(IdOrDigits()),
  message: Type.Optional(Type.String({ maxLength: 1_000 })),
  source: Type.Optional(Type.String({ maxLength: 100, description: 'the page or campaign' })),
  ...DeviceFields,
});
export type LeadCaptureBody = Static<typeof LeadCaptureBody>;

export const LeadCaptureData = Type.Object({ lead_id: Type.Integer() });
export type LeadCaptureData = Static<typeof LeadCaptureData>;

/**
 * POST /cognito-login-service/auth/submitCrashReport: the client reports a failed call (500, 503,
 * 404, 403) or a cancelled one (001 §7, §8). Signed in or not; `userid`, when sent, must be the caller.
 */
export const CrashReportBody = Type.Object({
  ...LegacyCallFields,
  userid: Type.Optional(Type.String({ maxLength: 64 })),
  projectname: Type.String({ minLength: 1, maxLength: 100 }),
  event_name: Type.String({ minLength: 1, maxLength: 100 }),
  ...DeviceFields,
  data: Type.Optional(Type.String({ maxLength: 4_000 })),
  api_details: Type.Optional(Type.String({ maxLength: 4_000, description: 'method, path and status of the call' })),
});
export type CrashReportBody = Static<typeof CrashReportBody>;

export const CrashReportData = Type.Object({ report_id: Type.Integer() });
export type CrashReportData = Static<typeof CrashReportData>;
