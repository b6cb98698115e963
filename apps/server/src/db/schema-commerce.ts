import type { Generated } from 'kysely';
import type { InstituteStatus, PackageStatus } from '@esc/domain';

// Row types of the commerce module's tables: packages, subscriptions, licences, interests, content
// accesses, payments and invoices (conventions: schema.ts).

export interface PackagesTable {
  package_id: number;
  package_name: string;
  entity_name: string;
  /** 2 school smart classroom, 3 other */
  product_id: number;
  package_status: Generated<PackageStatus>;
  price_paise: number;
  currency: Generated<string>;
  duration_days: number;
  free_trial_days: number | null;
  /** JSON list: learn, practice, test, live_classes */
  student_subscribed_services: string;
  is_gts: Generated<number>;
  is_bde: Generated<number>;
  school_id: number | null;
  package_flag: string | null;
  display_order: Generated<number>;
}

export interface PackageSyllabusTable {
  package_id: number;
  board_id: number;
  class_id: number;
}

export interface SubscriptionsTable {
  id: string;
  uuid: string;
  package_id: number;
  entity_name: string;
  board_id: number;
  class_id: number;
  package_status: PackageStatus;
  is_free_trial: Generated<number>;
  /** ISO dates (YYYY-MM-DD) */
  package_start_date: string;
  package_end_date: string;
  purchased_by: string | null;
  subscription_source: string;
  subscription_type_id: number | null;
  payment_id: string | null;
  created_at: string;
}

export interface LicencesTable {
  id: string;
  school_id: number;
  package_id: number;
  package_status: PackageStatus;
  allowed_student_count: number;
  allowed_teacher_count: number;
  allowed_esc_count: number;
  consumed_student_license: Generated<number>;
  consumed_teacher_license: Generated<number>;
  registered_esc_count: Generated<number>;
  valid_until: string | null;
}

export interface InterestsTable {
  uuid: string;
  board_id: number;
  class_id: number;
  school_id: number | null;
  parent_uuid: string | null;
  institute_status: Generated<InstituteStatus>;
  subscription_type_id: number | null;
  created_at: string;
}

export interface ContentAccessesTable {
  uuid: string;
  content_id: number;
  board_id: number;
  class_id: number;
  accessed_at: string;
}

export interface PaymentsTable {
  id: string;
  payer_uuid: string;
  learner_uuid: string;
  package_id: number;
  board_id: number;
  class_id: number;
  amount_paise: number;
  currency: string;
  provider: string;
  provider_reference: string | null;
  /** The provider's own payment id once paid (Razorpay: pay_...). */
  provider_payment_id: string | null;
  status: 'created' | 'paid' | 'failed';
  idempotency_key: string;
  created_at: string;
  updated_at: string;
  /** The buyer's GST state code given at checkout (the place of supply); null: none on record. */
  buyer_state: string | null;
  /** A registered buyer's GSTIN given at checkout (printed on the invoice). */
  buyer_gstin: string | null;
}

/** A provider's callback (webhook), stored once per event id so a repeated delivery counts once. */
export interface PaymentEventsTable {
  event_id: string;
  provider: string;
  event_type: string;
  provider_reference: string | null;
  provider_payment_id: string | null;
  payment_id: string | null;
  outcome: string;
  received_at: string;
}

export interface InvoicesTable {
  invoice_id: string;
  invoice_number: number;
  payment_id: string;
  payer_uuid: string;
  learner_uuid: string;
  package_id: number;
  description: string;
  amount_paise: number;
  tax_paise: number;
  currency: string;
  issued_at: string;
  // What a GST tax invoice was issued with (rule 46); null on invoices issued before GST invoices.
  /** "2026-27": the series the serial is unique in. */
  financial_year: string | null;
  serial_in_year: number | null;
  supplier_legal_name: string | null;
  supplier_address: string | null;
  supplier_gstin: string | null;
  sac: string | null;
  /** The GST state code of the place of supply. */
  place_of_supply: string | null;
  buyer_gstin: string | null;
  cgst_paise: number | null;
  /** SGST, or UTGST when state_tax_label says so. */
  sgst_paise: number | null;
  igst_paise: number | null;
  state_tax_label: string | null;
  /** 1: an exempt supply (a bill of supply, no tax). */
  exempt: number | null;
}
