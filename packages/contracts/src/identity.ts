import Type, { type Static } from 'typebox';
import { LegacyCallFields, Nullable, Uuid } from './common.js';

export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 254, description: 'email or mobile number' }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const SchoolSummary = Type.Object({
  school_id: Type.Integer(),
  school_name: Type.String(),
  institute_type: Nullable(Type.Integer()),
  school_status: Type.Integer(),
});
export type SchoolSummary = Static<typeof SchoolSummary>;

export const SectionSummary = Type.Object({
  section_id: Type.Integer(),
  section_name: Type.String(),
  board_id: Type.Integer(),
  board_name: Type.String(),
  class_id: Type.Integer(),
  class_name: Type.String(),
});
export type SectionSummary = Static<typeof SectionSummary>;

/** A learner as a parent, a teacher or the learner sees them. */
export const StudentDetail = Type.Object({
  uuid: Uuid,
  user_type_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  name: Type.String(),
  country_iso: Type.String(),
  school: Nullable(SchoolSummary),
  sections: Type.Array(SectionSummary),
});
export type StudentDetail = Static<typeof StudentDetail>;

/** The signed-in person as the dashboards show them. */
export const Profile = Type.Object({
  uuid: Uuid,
  user_type_id: Type.Integer(),
  role: Nullable(Type.String()),
  first_name: Type.String(),
  last_name: Type.String(),
  name: Type.String(),
  email: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  country_iso: Type.String(),
  school: Nullable(SchoolSummary),
  sections: Type.Array(SectionSummary),
  children: Type.Array(StudentDetail),
});
export type Profile = Static<typeof Profile>;

export const LoginData = Type.Object({
  uuid: Uuid,
  user_type_id: Type.Integer(),
  access_token: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer({ description: 'seconds until the access token expires' }),
  gts_user_id: Nullable(Type.String()),
  em_user_id: Nullable(Type.String()),
  country_iso: Type.String(),
  package_flow_webgate_bucket: Type.Integer(),
  profile: Profile,
});
export type LoginData = Static<typeof LoginData>;

export const GuestLoginBody = Type.Object(
  { device_id: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
export type GuestLoginBody = Static<typeof GuestLoginBody>;

export const GuestLoginData = Type.Object({
  uuid: Uuid,
  user_type_id: Type.Integer(),
  access_token: Type.String(),
  expires_in: Type.Integer(),
});
export type GuestLoginData = Static<typeof GuestLoginData>;

export const RefreshBody = Type.Object({
  refresh_token: Type.String({ minLength: 1, maxLength: 500 }),
  username: Type.Optional(Type.String({ maxLength: 254 })),
  ...LegacyCallFields,
});
export type RefreshBody = Static<typeof RefreshBody>;

export const RefreshData = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer(),
});
export type RefreshData = Static<typeof RefreshData>;

export const LogoutBody = Type.Object({
  refresh_token: Type.String({ minLength: 1, maxLength: 500 }),
  ...LegacyCallFields,
});
export type LogoutBody = Static<typeof LogoutBody>;

/** Calls that name a person by uuid; a parent names the active child (CONTRACT.md). */
export const UuidBody = Type.Object({ uuid: Uuid, ...LegacyCallFields });
export type UuidBody = Static<typeof UuidBody>;

export const TeacherDetail = Type.Object({
  uuid: Uuid,
  user_type_id: Type.Integer(),
  role: Nullable(Type.String()),
  first_name: Type.String(),
  last_name: Type.String(),
  name: Type.String(),
  email: Nullable(Type.String()),
  school: Nullable(SchoolSummary),
  sections: Type.Array(SectionSummary),
});
export type TeacherDetail = Static<typeof TeacherDetail>;
