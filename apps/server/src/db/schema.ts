import type { Generated } from 'kysely';

/**
 * Row types of the tables, as both engines return them: integers as numbers, timestamps as
 * ISO-8601 UTC text (made by the application, so they compare correctly as strings), flags as 0/1.
 */
export interface SchoolsTable {
  school_id: number;
  school_name: string;
  institute_type: number | null;
  school_status: number;
}

export interface SyllabusNodesTable {
  syllabus_id: number;
  parent_id: number | null;
  syllabus_name: string;
  /** 3 board, 2 class (DOMAIN.md); later issues add subjects and below. */
  syllabus_type_id: number;
  rack_type_id: number | null;
  display_order: Generated<number>;
  version: Generated<number>;
}

export interface SectionsTable {
  section_id: number;
  school_id: number;
  board_id: number;
  class_id: number;
  section_name: string;
  /** ISO dates (YYYY-MM-DD). */
  valid_from: string;
  valid_until: string | null;
}

export interface UsersTable {
  uuid: string;
  user_type_id: number;
  role: string | null;
  first_name: string;
  last_name: string;
  /** stored lower-cased */
  email: string | null;
  /** national number, digits only */
  mobile: string | null;
  country_iso: string;
  password_hash: string | null;
  gts_user_id: string | null;
  em_user_id: string | null;
  package_flow_webgate_bucket: Generated<number>;
  created_at: string;
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

export interface LoginFailuresTable {
  id: string;
  account_key: string;
  failed_at: string;
}

export interface Database {
  schools: SchoolsTable;
  syllabus_nodes: SyllabusNodesTable;
  sections: SectionsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  parent_child_links: ParentChildLinksTable;
  refresh_tokens: RefreshTokensTable;
  login_failures: LoginFailuresTable;
}
