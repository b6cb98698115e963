import {
  B2bPackageListBody,
  B2bPackageListData,
  CheckEntitySubscriptionBody,
  CheckEntitySubscriptionData,
  CheckoutBody,
  CheckoutData,
  ConfirmBody,
  ConfirmData,
  EntitySubscriptionStatusData,
  InvoiceParams,
  PackageListBody,
  PackageListData,
  PaymentWebhookData,
  PaymentWebhookHeaders,
  SchoolLicencesData,
  UserSubscriptionStatusData,
  UuidOnlyBody,
} from '../index.js';
import type { CallTable } from './call-spec.js';

const AUTH = '/cognito-login-service/auth';

/** Packages, subscriptions, invoices and purchases (apps/server modules/commerce). */
export const commerceCalls = {
  [`POST ${AUTH}/checkEntitySubscription`]: {
    guard: 'user',
    scope: 'self',
    body: CheckEntitySubscriptionBody,
    data: CheckEntitySubscriptionData,
  },
  [`POST ${AUTH}/entitySubscriptionStatus`]: {
    guard: 'user',
    scope: 'self',
    body: UuidOnlyBody,
    data: EntitySubscriptionStatusData,
  },
  [`POST ${AUTH}/packages/packageList`]: { guard: 'user', scope: 'self', body: PackageListBody, data: PackageListData },
  [`POST ${AUTH}/b2bPackageList`]: {
    guard: 'staff',
    scope: 'school',
    body: B2bPackageListBody,
    data: B2bPackageListData,
  },
  [`POST ${AUTH}/usersubscriptionstatus`]: {
    guard: 'user',
    scope: 'self',
    body: UuidOnlyBody,
    data: UserSubscriptionStatusData,
  },
  [`GET ${AUTH}/invoice/:invoiceId`]: { guard: 'user', scope: 'self', params: InvoiceParams, data: 'file' },
  // The school admin's own school's licences: seats used of total, validity and package.
  'GET /commerce/school-licences': { guard: 'staff', scope: 'school', data: SchoolLicencesData },
  'POST /commerce/checkout': { guard: 'user', scope: 'self', body: CheckoutBody, data: CheckoutData },
  'POST /commerce/confirm': { guard: 'user', scope: 'self', body: ConfirmBody, data: ConfirmData },
  // Razorpay calls it, never the web, with no token: the signature of its body (read raw) proves the sender.
  'POST /commerce/razorpay/webhook': {
    guard: 'public',
    scope: 'credential',
    headers: PaymentWebhookHeaders,
    data: PaymentWebhookData,
  },
} as const satisfies CallTable;
