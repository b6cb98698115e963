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
  UserSubscriptionStatusData,
  UuidOnlyBody,
} from '../index.js';
import type { CallTable } from './call-spec.js';

const AUTH = '/cognito-login-service/auth';

/** Packages, subscriptions, invoices and purchases (apps/server modules/commerce). */
export const commerceCalls: CallTable = {
  [`POST ${AUTH}/checkEntitySubscription`]: { body: CheckEntitySubscriptionBody, data: CheckEntitySubscriptionData },
  [`POST ${AUTH}/entitySubscriptionStatus`]: { body: UuidOnlyBody, data: EntitySubscriptionStatusData },
  [`POST ${AUTH}/packages/packageList`]: { body: PackageListBody, data: PackageListData },
  [`POST ${AUTH}/b2bPackageList`]: { body: B2bPackageListBody, data: B2bPackageListData },
  [`POST ${AUTH}/usersubscriptionstatus`]: { body: UuidOnlyBody, data: UserSubscriptionStatusData },
  [`GET ${AUTH}/invoice/:invoiceId`]: { params: InvoiceParams, data: 'file' },
  'POST /commerce/checkout': { body: CheckoutBody, data: CheckoutData },
  'POST /commerce/confirm': { body: ConfirmBody, data: ConfirmData },
  // Razorpay calls it, never the web; its body is read raw to check the signature.
  'POST /commerce/razorpay/webhook': { headers: PaymentWebhookHeaders, data: PaymentWebhookData },
};
