import type { LoginData, Profile, SectionSummary, StudentDetail } from '@esc/contracts';
import { SESSION_STORAGE_KEY, type StoredSession } from '../lib/session';

export const school = { school_id: 101, school_name: 'Demo Institute', institute_type: 1, school_status: 1 as const };

export const section = (id: number, name: string, className = 'Class 8'): SectionSummary => ({
  section_id: id,
  section_name: name,
  board_id: 1,
  board_name: 'CBSE',
  class_id: 8,
  class_name: className,
});

export const child = (uuid: string, name: string, sectionName: string): StudentDetail => ({
  uuid,
  user_type_id: 1,
  first_name: name.split(' ')[0] ?? name,
  last_name: name.split(' ')[1] ?? '',
  name,
  country_iso: 'IN',
  school,
  sections: [section(1, sectionName)],
});

export const CHILD_A = '11111111-1111-4111-8111-111111111111';
export const CHILD_B = '22222222-2222-4222-8222-222222222222';

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    uuid: '99999999-9999-4999-8999-999999999999',
    user_type_id: 1,
    role: null,
    first_name: 'Asha',
    last_name: 'Rao',
    name: 'Asha Rao',
    email: 'student@demo.school',
    mobile: null,
    country_iso: 'IN',
    package_flow_webgate_bucket: 0,
    preferred_language: null,
    school,
    sections: [section(1, 'A')],
    children: [],
    ...overrides,
  };
}

export function parentProfile(): Profile {
  return profile({
    uuid: '88888888-8888-4888-8888-888888888888',
    user_type_id: 2,
    name: 'Priya Rao',
    first_name: 'Priya',
    school: null,
    sections: [],
    children: [child(CHILD_A, 'Asha Rao', 'A'), child(CHILD_B, 'Ravi Rao', 'B')],
  });
}

export function loginData(p: Profile): LoginData {
  return {
    uuid: p.uuid,
    user_type_id: p.user_type_id,
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_in: 900,
    gts_user_id: null,
    em_user_id: null,
    country_iso: 'IN',
    package_flow_webgate_bucket: 0,
    profile: p,
  };
}

/** Puts a signed-in session in localStorage, valid for an hour unless told otherwise. */
export function storeSession(overrides: Partial<StoredSession> = {}): StoredSession {
  const session: StoredSession = {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_at: Date.now() + 60 * 60 * 1000,
    username: 'student@demo.school',
    uuid: '99999999-9999-4999-8999-999999999999',
    user_type_id: 1,
    ...overrides,
  };
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  return session;
}
