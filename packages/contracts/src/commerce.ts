import Type, { type Static } from 'typebox';
import { Id, IdOrDigits, LegacyCallFields, Nullable, Uuid } from './common.js';
import { PackageStatusValue } from './states.js';

// Packages, entity subscriptions, buying and invoices (spec 001 §2-§9, spec 002 §2.2, §4.6).
// Money is in paise (integers) with the currency beside it; dates are YYYY-MM-DD (India time).

/** Entity names of spec 001 §9 (packages) and §7 (features asked with checkEntitySubscription). */
export const PACKAGE_ENTITY_NAMES = [
  'live_classes_only',
  'foundation_batch',
  'foundation_batch_elite',
  'class',
  'live_classes',
  'enhanced_class',
  'elite_class',
] as const;

/** At most this many entity names per checkEntitySubscription request (spec 001 §9). */
export const ENTITY_NAME_CHUNK_SIZE = 5;

/** The code a merged subscription carries (spec 001 §8): several packages answer for one entity name. */
export const MERGED_SUBSCRIPTION_CODE = 'CES-00001';

/** How a subscription stands today by the server clock; never trusted from storage alone. */
export const SubscriptionState = Type.Union([
  Type.Literal('active'),
  Type.Literal('upcoming'),
  Type.Literal('expired'),
  Type.Literal('free_trial_ended'),
  Type.Literal('inactive'),
]);
export type SubscriptionState = Static<typeof SubscriptionState>;

const ZeroOne = Type.Union([Type.Literal(0), Type.Literal(1)]);
const IsoDate = Type.String({ description: 'YYYY-MM-DD (India time)' });
/** Ids the specs' clients send as numbers or digits: positive and within the database's range. */
const IdField = IdOrDigits();

export const EntityFeature = Type.Object({
  /** The class the features apply to. */
  syllabus_id: Type.Integer(),
  features: Type.Array(Type.String()),
});

/** A package detail / entity subscription (spec 001 §3). */
export const PackageDetail = Type.Object({
  package_id: Type.Integer(),
  entity_name: Type.String(),
  /** 1 when active today (computed from the dates), else 0. */
  package_status: PackageStatusValue,
  is_free_trial: ZeroOne,
  package_start_date: IsoDate,
  package_end_date: IsoDate,
  purchased_by: Nullable(Type.String()),
  entity_feature_list: Type.Array(EntityFeature),
  board_id: Type.Integer(),
  class_id: Type.Integer(),
  subscription_state: SubscriptionState,
  /** Present when several subscriptions were merged into this one entry. */
  merged_package_ids: Type.Optional(Type.Array(Type.Integer())),
  /** CES-00001 on a merged entry only. */
  code: Type.Optional(Type.String()),
});
export type PackageDetail = Static<typeof PackageDetail>;

export const UuidOnlyBody = Type.Object(
  { uuid: Type.Optional(Uuid), ...LegacyCallFields },
  { additionalProperties: true },
);
export type UuidOnlyBody = Static<typeof UuidOnlyBody>;

export const CheckEntitySubscriptionBody = Type.Object(
  {
    uuid: Type.Optional(Uuid),
    entity_name: Type.Union(
      [Type.String({ maxLength: 500 }), Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 })],
      {
        description: `a comma list or an array; at most ${ENTITY_NAME_CHUNK_SIZE} names per request`,
      },
    ),
    ...LegacyCallFields,
  },
  { additionalProperties: true },
);
export type CheckEntitySubscriptionBody = Static<typeof CheckEntitySubscriptionBody>;

export const EntitySubscription = Type.Object({
  entity_name: Type.String(),
  is_subscribed: ZeroOne,
  package_details: Type.Array(PackageDetail),
});
export const CheckEntitySubscriptionData = Type.Object({
  subscriptions: Type.Array(EntitySubscription),
  current_time: Type.String({ description: 'the server clock, ISO 8601' }),
});
export type CheckEntitySubscriptionData = Static<typeof CheckEntitySubscriptionData>;

export const EntitySubscriptionStatusData = Type.Object({
  uuid: Uuid,
  current_time: Type.String(),
  /** One entry per entity name; several packages for one entity are merged and carry code CES-00001. */
  package_details: Type.Array(PackageDetail),
});
export type EntitySubscriptionStatusData = Static<typeof EntitySubscriptionStatusData>;

export const PackageListBody = Type.Object(
  {
    board_id: Type.Optional(IdField),
    class_id: Type.Optional(IdField),
    uuid: Type.Optional(Uuid),
    entity_name: Type.Optional(
      Type.Union([Type.String({ maxLength: 500 }), Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 })]),
    ),
    recommended_entity_name: Type.Optional(Type.String({ maxLength: 100 })),
    currency: Type.Optional(Type.String({ maxLength: 3 })),
    /** JEE (board 596) or NEET (board 606): lists that exam's packages instead of the class's. */
    package_flag: Type.Optional(Type.String({ maxLength: 20 })),
    flag_id: Type.Optional(Type.Union([Id(), Type.String({ maxLength: 20 })])),
    ...LegacyCallFields,
  },
  { additionalProperties: true },
);
export type PackageListBody = Static<typeof PackageListBody>;

export const CurrentSubscription = Type.Object({
  subscription_state: SubscriptionState,
  is_free_trial: ZeroOne,
  package_start_date: IsoDate,
  package_end_date: IsoDate,
});

export const PackageItem = Type.Object({
  package_id: Type.Integer(),
  package_name: Type.String(),
  entity_name: Type.String(),
  product_id: Type.Integer(),
  package_status: PackageStatusValue,
  price_paise: Type.Integer(),
  currency: Type.String(),
  duration_days: Type.Integer(),
  free_trial_days: Nullable(Type.Integer()),
  student_subscribed_services: Type.Array(Type.String()),
  package_flag: Nullable(Type.String()),
  board_id: Type.Integer(),
  class_id: Type.Integer(),
  is_recommended: ZeroOne,
  /** 1 when the learner holds this package now (active or free trial). */
  is_current: ZeroOne,
  current_subscription: Nullable(CurrentSubscription),
});
export type PackageItem = Static<typeof PackageItem>;

export const PackageListData = Type.Object({
  uuid: Uuid,
  board_id: Nullable(Type.Integer()),
  class_id: Nullable(Type.Integer()),
  package_flag: Nullable(Type.String()),
  currency: Type.String(),
  recommended_entity_name: Nullable(Type.String()),
  packages: Type.Array(PackageItem),
});
export type PackageListData = Static<typeof PackageListData>;

export const SyllabusDetail = Type.Object({ board_id: IdField, class_id: Type.Optional(IdField) });

export const B2bPackageListBody = Type.Object(
  {
    school_id: IdField,
    syllabus_details: Type.Optional(Type.Array(SyllabusDetail, { maxItems: 200 })),
    ...LegacyCallFields,
  },
  { additionalProperties: true },
);
export type B2bPackageListBody = Static<typeof B2bPackageListBody>;

export const B2bPackage = Type.Object({
  package_id: Type.Integer(),
  package_name: Type.String(),
  entity_name: Type.String(),
  product_id: Type.Integer(),
  package_status: PackageStatusValue,
  is_gts: ZeroOne,
  is_bde: ZeroOne,
  student_subscribed_services: Type.Array(Type.String()),
  assigned_syllabus_details: Type.Array(
    Type.Object({ board_id: Type.Integer(), class_details: Type.Array(Type.Object({ class_id: Type.Integer() })) }),
  ),
});
export type B2bPackage = Static<typeof B2bPackage>;

export const B2bPackageListData = Type.Object({ school_id: Type.Integer(), packages: Type.Array(B2bPackage) });
export type B2bPackageListData = Static<typeof B2bPackageListData>;

/** A learner's subscription as /mypackage shows it, with its invoice when it was bought. */
export const UserSubscription = Type.Object({
  subscription_id: Type.String(),
  package_id: Type.Integer(),
  package_name: Type.String(),
  entity_name: Type.String(),
  board_id: Type.Integer(),
  class_id: Type.Integer(),
  package_status: PackageStatusValue,
  subscription_state: SubscriptionState,
  is_free_trial: ZeroOne,
  free_trial_state: Type.Union([Type.Literal('none'), Type.Literal('active'), Type.Literal('ended')]),
  package_start_date: IsoDate,
  package_end_date: IsoDate,
  /** Days from today to the end date, inclusive; 0 once it has ended. */
  days_left: Type.Integer(),
  purchased_by: Nullable(Type.String()),
  student_subscribed_services: Type.Array(Type.String()),
  invoice_id: Nullable(Type.String()),
});
export type UserSubscription = Static<typeof UserSubscription>;

export const UserSubscriptionStatusData = Type.Object({
  uuid: Uuid,
  current_date: IsoDate,
  has_active_package: ZeroOne,
  subscriptions: Type.Array(UserSubscription),
});
export type UserSubscriptionStatusData = Static<typeof UserSubscriptionStatusData>;

export const InvoiceParams = Type.Object({ invoiceId: Type.String({ maxLength: 40 }) });
export type InvoiceParams = Static<typeof InvoiceParams>;

// Buying (extra calls, not in the specs): checkout, then confirm with the payment provider.

export const CheckoutBody = Type.Object(
  {
    package_id: Id(),
    board_id: Id(),
    class_id: Id(),
    /** The learner; a parent names a linked child. Defaults to the caller. */
    uuid: Type.Optional(Uuid),
    /** Made by the client once per purchase attempt; a retried checkout with it is the same payment. */
    idempotency_key: Type.String({ minLength: 8, maxLength: 100 }),
    /** The buyer's state (GST state code, e.g. "29"): the invoice's place of supply. Unset: the seller's state. */
    buyer_state: Type.Optional(Type.String({ minLength: 2, maxLength: 2, pattern: '^[0-9]{2}$' })),
    /** A GST-registered buyer's GSTIN (15 characters with its check character), printed on the invoice. */
    buyer_gstin: Type.Optional(Type.String({ minLength: 15, maxLength: 15, pattern: '^[0-9A-Za-z]{15}$' })),
  },
  { additionalProperties: false },
);
export type CheckoutBody = Static<typeof CheckoutBody>;

export const PaymentStatus = Type.Union([Type.Literal('created'), Type.Literal('paid'), Type.Literal('failed')]);
export type PaymentStatus = Static<typeof PaymentStatus>;

export const CheckoutData = Type.Object({
  payment_id: Type.String(),
  payment_status: PaymentStatus,
  package_id: Type.Integer(),
  package_name: Type.String(),
  learner_uuid: Uuid,
  /** The package price: GST included. */
  amount_paise: Type.Integer(),
  currency: Type.String(),
  provider: Type.String(),
  order_reference: Nullable(Type.String()),
  /** Only for the test provider (demo): the card numbers it confirms and declines. */
  test_cards: Nullable(Type.Object({ approve: Type.String(), decline: Type.String() })),
  /** Only for Razorpay (production): what Razorpay Checkout opens with. */
  razorpay: Nullable(
    Type.Object({
      key_id: Type.String({ description: 'the public key id (rzp_live_... or rzp_test_...)' }),
      order_id: Type.String({ description: 'the Razorpay order (order_...)' }),
    }),
  ),
});
export type CheckoutData = Static<typeof CheckoutData>;

/** Razorpay's ids as Checkout hands them back (order_..., pay_...). */
const RazorpayId = Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z]+_[A-Za-z0-9]+$' });

/** payment_id, and the proof of the provider the checkout named: test_token, or Razorpay Checkout's three fields. */
export const ConfirmBody = Type.Object(
  {
    payment_id: Type.String({ minLength: 1, maxLength: 60 }),
    /** Test provider (demo): the card number or token (see CheckoutData.test_cards). */
    test_token: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    /** Razorpay (production): the three values Razorpay Checkout's handler receives. */
    razorpay_order_id: Type.Optional(RazorpayId),
    razorpay_payment_id: Type.Optional(RazorpayId),
    razorpay_signature: Type.Optional(Type.String({ minLength: 1, maxLength: 128, pattern: '^[0-9a-fA-F]+$' })),
  },
  { additionalProperties: false },
);
export type ConfirmBody = Static<typeof ConfirmBody>;

export const InvoiceSummary = Type.Object({
  invoice_id: Type.String({
    description: 'The invoice number: ESC/YY-YY/NNNNNN per financial year (INV-YYYY-NNNNNN before GST invoices)',
  }),
  invoice_number: Type.Integer(),
  /** Taxable value (price without GST). */
  amount_paise: Type.Integer(),
  /** GST at 18% (CGST+SGST or IGST; 0 for an exempt supply), included in the package price. */
  tax_paise: Type.Integer(),
  total_paise: Type.Integer(),
  currency: Type.String(),
  issued_at: Type.String(),
});
export type InvoiceSummary = Static<typeof InvoiceSummary>;

export const ConfirmData = Type.Object({
  payment_id: Type.String(),
  payment_status: PaymentStatus,
  /** Plain words on a declined payment. */
  decline_reason: Nullable(Type.String()),
  subscription: Nullable(UserSubscription),
  invoice: Nullable(InvoiceSummary),
});
export type ConfirmData = Static<typeof ConfirmData>;

/**
 * The headers a Razorpay webhook delivery carries. Both optional here: the route refuses a missing or
 * wrong signature itself, in words, after reading the raw body the signature covers.
 */
export const PaymentWebhookHeaders = Type.Object({
  'x-razorpay-signature': Type.Optional(
    Type.String({ maxLength: 256, description: 'hex HMAC-SHA256 of the raw body' }),
  ),
  'x-razorpay-event-id': Type.Optional(Type.String({ maxLength: 100, description: 'stored, so a repeat counts once' })),
});

/** What a provider's webhook delivery did: stored once per event id; a repeat answers duplicate true. */
export const PaymentWebhookData = Type.Object({
  event_id: Type.String(),
  event: Type.String({
    description: 'payment.captured, order.paid, payment.failed, refund.processed, or another event (ignored)',
  }),
  outcome: Type.Union([
    Type.Literal('paid'),
    Type.Literal('already-paid'),
    Type.Literal('failed'),
    Type.Literal('ignored'),
    Type.Literal('unknown-order'),
    Type.Literal('amount-mismatch'),
    // refund.processed: refunded in full (the package is taken back), or in part (it stays).
    Type.Literal('refunded'),
    Type.Literal('already-refunded'),
    Type.Literal('partly-refunded'),
  ]),
  duplicate: Type.Boolean(),
});
export type PaymentWebhookData = Static<typeof PaymentWebhookData>;
