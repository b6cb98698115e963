import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

type IdentityTable =
  | 'users'
  | 'memberships'
  | 'parent_child_links'
  | 'refresh_tokens'
  | 'throttles'
  | 'otp_challenges'
  | 'invitations'
  | 'pending_parent_links'
  | 'parental_consents'
  | 'school_privacy_notices';

/** What the identity module keeps of people (platform/privacy/personal-data.ts). */
export const identityPersonalData: PersonalDataOf<IdentityTable> = {
  users: {
    people: { uuid: 'keep' },
    data: {
      first_name: 'name',
      last_name: 'name',
      email: 'e-mail address',
      mobile: 'mobile number',
      country_iso: 'country of the mobile number',
      password_hash: 'a one-way hash of the password (the password itself is never kept)',
      photo_key: 'the profile photo',
      preferred_language: 'the language the person reads',
      learning_profile: 'the board and class they learn',
      gts_user_id: 'their number in the earlier system their school came from',
      em_user_id: 'their number in the earlier system their school came from',
      date_of_birth: 'date of birth (a learner under 18 who signs up alone waits for a parent’s consent)',
    },
    purpose: 'The account: who the person is, how they sign in, and how the school reaches them.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
    // The row stays, read as "Former learner" in the reader's language, so classes' results still add up; nothing in it names anyone.
    strip: [
      'first_name',
      'last_name',
      'email',
      'mobile',
      'password_hash',
      'photo_key',
      'gts_user_id',
      'em_user_id',
      'date_of_birth',
    ],
    secret: ['password_hash'],
  },
  memberships: {
    people: { user_uuid: 'keep' },
    purpose: 'Which school and section a person belongs to.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
  parent_child_links: {
    people: { parent_uuid: 'delete-row', child_uuid: 'delete-row' },
    purpose: 'Which parent account may see which child.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
  refresh_tokens: {
    people: { user_uuid: 'delete-row' },
    data: { token_hash: 'a one-way hash of a signed-in device’s session' },
    notPeople: { replaced_by: 'the session token that replaced this one, not a person' },
    secret: ['token_hash'],
    purpose: 'Keeping a person signed in on their devices, and noticing a stolen session.',
    basis: 'education-or-consent',
    kept: { days: 30 },
  },
  throttles: {
    people: {},
    data: { throttle_key: 'the network address or the account a limit on attempts counts' },
    purpose: 'Stopping password guessing and code flooding.',
    basis: 'voluntary',
    kept: { days: 1 },
  },
  otp_challenges: {
    people: {},
    data: {
      target: 'the mobile number or e-mail address a one-time code was sent to',
      payload: 'the sign-up or change the code confirms',
    },
    secret: ['code_hash'],
    purpose: 'Checking that a mobile number or e-mail address is the person’s.',
    basis: 'voluntary',
    kept: { days: 1 },
  },
  invitations: {
    people: { user_uuid: 'delete-row', created_by: 'keep' },
    secret: ['code_hash'],
    purpose: 'A school’s invitation to a person it imported, until they set their password.',
    basis: 'education',
    kept: { while: 'account' },
  },
  pending_parent_links: {
    people: { parent_uuid: 'delete-row', child_uuid: 'delete-row', requested_by: 'keep' },
    purpose: 'A school’s request to link a parent to a child, until the parent confirms it.',
    basis: 'education',
    kept: { while: 'account' },
  },
  parental_consents: {
    people: { child_uuid: 'delete-row', parent_uuid: 'clear' },
    data: {
      parent_contact: 'the mobile number or e-mail address of the parent the child named',
      parent_channel: 'whether the parent was asked by e-mail or by text message',
    },
    purpose:
      'A parent’s verifiable consent for a child who signed up alone: who was asked, when they agreed to which notice, and any withdrawal.',
    basis: 'law',
    kept: { while: 'account' },
    strip: ['parent_contact'],
  },
  school_privacy_notices: {
    people: { recorded_by: 'keep' },
    purpose: 'The notice a school gave its pupils’ parents, and which admin recorded it.',
    basis: 'education',
    kept: { while: 'account' },
  },
};
