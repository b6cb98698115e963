import {
  ChildConsentsData,
  ConsentRequestData,
  ConsentRequestParams,
  GiveConsentBody,
  MyConsentData,
  NameParentBody,
  RefuseConsentBody,
  SchoolNoticeBody,
  SchoolNoticeData,
  WithdrawConsentBody,
} from '../index.js';
import type { CallTable } from './call-spec.js';

/** Parental consent for self-registered children, and the notice a school gave its parents. */
export const consentCalls = {
  'GET /privacy/consent': { guard: 'user', scope: 'self', data: MyConsentData },
  /** The waiting child names (or changes, or asks again) the parent; a code goes to them. */
  'POST /privacy/consent/parent': { guard: 'user', scope: 'self', body: NameParentBody, data: MyConsentData },
  /** The parent proves the code sent to them and agrees. */
  'POST /privacy/consent/give': { guard: 'user', scope: 'credential', body: GiveConsentBody, data: ChildConsentsData },
  /** The request a parent's link names: whose, and whether it is still waiting. The link's id is the credential. */
  'GET /privacy/consent/requests/:consentId': {
    guard: 'user',
    scope: 'credential',
    params: ConsentRequestParams,
    data: ConsentRequestData,
  },
  /** The parent proves the same code and refuses: the child stays unable to learn, and erasure is due. */
  'POST /privacy/consent/refuse': {
    guard: 'user',
    scope: 'credential',
    body: RefuseConsentBody,
    data: ConsentRequestData,
  },
  'GET /privacy/consent/children': { guard: 'user', scope: 'self', data: ChildConsentsData },
  'POST /privacy/consent/withdraw': {
    guard: 'user',
    scope: 'self',
    body: WithdrawConsentBody,
    data: ChildConsentsData,
  },
  'GET /privacy/school-notice': { guard: 'staff', scope: 'school', data: SchoolNoticeData },
  'PUT /privacy/school-notice': { guard: 'staff', scope: 'school', body: SchoolNoticeBody, data: SchoolNoticeData },
} as const satisfies CallTable;
