import type { Generated } from 'kysely';

// Row types of the identity module's tables: people, memberships, parent links, sessions, throttles,
// one-time codes and invitations (conventions: schema.ts).

export interface UsersTable {
  uuid: string;
  user_type_id: number;
  role: string | null;
  first_name: string;
  last_name: string;
  /** stored lower-cased; not unique: the registration check lets some accounts share one (spec 002 §5.1) */
  email: string | null;
  /** national digits without a trunk 0 (parseMobile of packages/domain); not unique, like email */
  mobile: string | null;
  country_iso: string;
  password_hash: string | null;
  gts_user_id: string | null;
  em_user_id: string | null;
  package_flow_webgate_bucket: Generated<number>;
  created_at: string;
  is_esc: Generated<number>;
  learning_profile: number | null;
  institute_type: number | null;
  /** BCP 47 code of the language the person chose, e.g. "hi"; null: the app's default. */
  preferred_language: string | null;
  /** The school whose roster import created the account; it may link that parent without a confirmation. */
  created_by_school_id: number | null;
  /** Storage key of the person's photo (resized by the media module's upload); null: none. */
  photo_key: string | null;
  /** When the account was erased: the row stays, names emptied and read as "Former learner" in the reader's language, and can never sign in; null: not erased. */
  erased_at: string | null;
  /** YYYY-MM-DD, asked at a learner's sign-up; null for accounts made before or by a school. */
  date_of_birth: string | null;
}

export interface MembershipsTable {
  id: string;
  user_uuid: string;
  school_id: number;
  section_id: number | null;
  created_at: string;
}

export interface ParentChildLinksTable {
  parent_uuid: string;
  child_uuid: string;
  created_at: string;
}

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_uuid: string;
  /** sha-256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  replaced_by: string | null;
  revoked_at: string | null;
  created_at: string;
}

/** Failures or hits per key within a window, and the moment the key may act again. */
export interface ThrottlesTable {
  throttle_key: string;
  hits: number;
  window_started_at: string;
  last_hit_at: string;
  blocked_until: string | null;
}

/** One pending one-time code per purpose and target (e.g. sign_up, mobile:+919876543210). */
export interface OtpChallengesTable {
  purpose: string;
  target: string;
  /** HMAC-SHA256 of the code; the code itself is never stored. */
  code_hash: string;
  expires_at: string;
  /** Wrong tries within the window, across re-sends. */
  tries: number;
  /** Codes sent within the window. */
  sends: number;
  window_started_at: string;
  verified_at: string | null;
  /** JSON text: what the code confirms (a new email or mobile). */
  payload: string | null;
  updated_at: string;
}

export interface InvitationsTable {
  id: string;
  /** sha-256 of the invitation code. */
  code_hash: string;
  user_uuid: string;
  school_id: number;
  created_by: string | null;
  expires_at: string;
  accepted_at: string | null;
  created_at: string;
}

export interface PendingParentLinksTable {
  id: string;
  parent_uuid: string;
  child_uuid: string;
  school_id: number;
  requested_by: string | null;
  expires_at: string;
  created_at: string;
}
