import { randomUUID } from 'node:crypto';
import { financialYearOf, localDate, PackageStatus } from '@esc/domain';
import type { Db } from '../db/database.js';
import type { PackagesTable } from '../db/schema.js';
import { gstInvoiceFields } from '../modules/commerce/invoice-rules.js';
import { DEMO_GST_SUPPLIER } from '../gst-supplier-config.js';
import { SUNRISE, uuidsOf, type SeedSchool } from './seed-school.js';

// Packages per board and class, the institute's B2B packages, and the demo learners' subscriptions.
// Prices are in paise and GST-inclusive (the invoice shows 18% GST separately).

const CBSE = 101;
const JEE = 596;
const JEE_CLASS_11 = 1111;
const NEET = 606;
const NEET_CLASS_11 = 1611;
const INSTITUTE = 501;
const DAY = 86_400_000;

type PackageSeed = Omit<PackagesTable, 'package_status' | 'currency' | 'is_gts' | 'is_bde' | 'display_order'> & {
  display_order: number;
  classes: { board: number; cls: number }[];
};

const ALL = ['learn', 'practice', 'test', 'live_classes'];
const SELF = ['learn', 'practice', 'test'];

/** The demo's free trial (7 days of the class 10 foundation batch); granted, never sold. */
export const DEMO_FREE_TRIAL_PACKAGE_ID = 209;
/** The package student@demo.school holds: Class 10 Elite Class. */
export const DEMO_STUDENT_PACKAGE_ID = 204;

function cbsePackages(): PackageSeed[] {
  const out: PackageSeed[] = [];
  for (const grade of [6, 7, 8, 9, 10]) {
    const cls = 1000 + grade;
    const base = 100 + grade * 10;
    const step = (grade - 6) * 500_00;
    const row = (k: number, name: string, entity: string, price: number, days: number, services: string[]) =>
      out.push({
        package_id: base + k,
        package_name: `Class ${grade} ${name}`,
        entity_name: entity,
        product_id: 3,
        price_paise: price + step,
        duration_days: days,
        free_trial_days: null,
        student_subscribed_services: JSON.stringify(services),
        school_id: null,
        package_flag: null,
        display_order: k,
        classes: [{ board: CBSE, cls }],
      });
    row(1, 'Self Study', 'class', 2_499_00, 365, SELF);
    row(2, 'Enhanced Learning', 'enhanced_class', 3_999_00, 365, [...SELF, 'doubt_solving']);
    row(3, 'Live Classes Only', 'live_classes_only', 4_499_00, 180, ['live_classes']);
    row(4, 'Elite Class', 'elite_class', 7_999_00, 365, ALL);
    if (grade >= 9) row(5, 'Foundation Batch Elite (JEE/NEET)', 'foundation_batch_elite', 11_999_00, 365, ALL);
  }
  out.push({
    package_id: DEMO_FREE_TRIAL_PACKAGE_ID,
    package_name: 'Class 10 Foundation Batch Free Trial',
    entity_name: 'foundation_batch',
    product_id: 3,
    price_paise: 0,
    duration_days: 7,
    free_trial_days: 7,
    student_subscribed_services: JSON.stringify(SELF),
    school_id: null,
    package_flag: null,
    display_order: 9,
    classes: [{ board: CBSE, cls: 1010 }],
  });
  return out;
}

const examPackage = (
  package_id: number,
  flag: 'JEE' | 'NEET',
  name: string,
  entity: string,
  price: number,
  services: string[],
  order: number,
): PackageSeed => ({
  package_id,
  package_name: name,
  entity_name: entity,
  product_id: 3,
  price_paise: price,
  duration_days: 365,
  free_trial_days: null,
  student_subscribed_services: JSON.stringify(services),
  school_id: null,
  package_flag: flag,
  display_order: order,
  classes: [flag === 'JEE' ? { board: JEE, cls: JEE_CLASS_11 } : { board: NEET, cls: NEET_CLASS_11 }],
});

const b2bPackage = (package_id: number, name: string, product_id: number, services: string[]): PackageSeed => ({
  package_id,
  package_name: name,
  entity_name: 'class',
  product_id,
  price_paise: 0,
  duration_days: 365,
  free_trial_days: null,
  student_subscribed_services: JSON.stringify(services),
  school_id: INSTITUTE,
  package_flag: null,
  display_order: package_id,
  classes: [6, 7, 8, 9, 10].map((g) => ({ board: CBSE, cls: 1000 + g })),
});

export const DEMO_PACKAGES: readonly PackageSeed[] = [
  b2bPackage(3, 'Sunrise Smart Classroom', 2, ALL),
  b2bPackage(4, 'Sunrise Learning App', 3, SELF),
  ...cbsePackages(),
  examPackage(5961, 'JEE', 'JEE Main Live Classes (Class 11)', 'live_classes', 14_999_00, ['live_classes', 'test'], 1),
  examPackage(5962, 'JEE', 'JEE Main + Advanced Elite (Class 11)', 'elite_class', 24_999_00, ALL, 2),
  examPackage(6061, 'NEET', 'NEET Live Classes (Class 11)', 'live_classes', 13_999_00, ['live_classes', 'test'], 1),
  examPackage(6062, 'NEET', 'NEET Elite (Class 11)', 'elite_class', 22_999_00, ALL, 2),
];

const isoDay = (ms: number) => localDate(ms);

/** Packages per board and class, the institute's B2B packages, and the demo learners' subscriptions. */
export async function seedDemoCommerce(db: Db, now: number): Promise<void> {
  for (const { classes, ...pkg } of DEMO_PACKAGES) {
    await db.insertInto('packages').values(pkg).execute();
    await db
      .insertInto('package_syllabus')
      .values(classes.map((c) => ({ package_id: pkg.package_id, board_id: c.board, class_id: c.cls })))
      .execute();
  }
  await seedSchoolSubscriptions(db, now, SUNRISE);
}

/**
 * The school's learners' own packages (after the packages exist): the demo student's Elite Class,
 * bought by the parent, and the younger brother's free trial that has ended.
 */
export async function seedSchoolSubscriptions(db: Db, now: number, school: SeedSchool): Promise<void> {
  const createdAt = new Date(now).toISOString();
  const { student, child2, parent } = await uuidsOf(db, school, ['student', 'child2', 'parent']);
  if (!student || !child2 || !parent) return;

  // The demo student: Class 10 Elite Class, bought by the parent 30 days ago, with its invoice.
  const elite = DEMO_PACKAGES.find((p) => p.package_id === DEMO_STUDENT_PACKAGE_ID)!;
  const boughtAt = now - 30 * DAY;
  const paymentId = randomUUID();
  await db
    .insertInto('payments')
    .values({
      id: paymentId,
      payer_uuid: parent,
      learner_uuid: student,
      package_id: elite.package_id,
      board_id: CBSE,
      class_id: 1010,
      amount_paise: elite.price_paise,
      currency: 'INR',
      provider: 'test',
      provider_reference: `test_order_${paymentId}`,
      status: 'paid',
      idempotency_key: `demo-seed-${paymentId}`,
      created_at: new Date(boughtAt).toISOString(),
      updated_at: new Date(boughtAt).toISOString(),
    })
    .execute();
  const start = isoDay(boughtAt);
  await db
    .insertInto('subscriptions')
    .values({
      id: randomUUID(),
      uuid: student,
      package_id: elite.package_id,
      entity_name: elite.entity_name,
      board_id: CBSE,
      class_id: 1010,
      package_status: PackageStatus.Active,
      is_free_trial: 0,
      package_start_date: start,
      package_end_date: isoDay(boughtAt + (elite.duration_days - 1) * DAY),
      purchased_by: parent,
      subscription_source: 'purchase',
      subscription_type_id: null,
      payment_id: paymentId,
      created_at: createdAt,
    })
    .execute();
  // Numbered after the invoices there are, as the commerce module numbers them.
  const last = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.max('invoice_number').as('n'))
    .executeTakeFirst();
  const invoiceNumber = Number(last?.n ?? 0) + 1;
  const lastSerial = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.max('serial_in_year').as('n'))
    .where('financial_year', '=', financialYearOf(start))
    .executeTakeFirst();
  const gst = gstInvoiceFields({
    supplier: DEMO_GST_SUPPLIER,
    pricePaise: elite.price_paise,
    issuedOn: start,
    serial: Number(lastSerial?.n ?? 0) + 1,
    buyer: { state: null, gstin: null },
  });
  await db
    .insertInto('invoices')
    .values({
      ...gst,
      invoice_number: invoiceNumber,
      payment_id: paymentId,
      payer_uuid: parent,
      learner_uuid: student,
      package_id: elite.package_id,
      description: `${elite.package_name} (CBSE, Class 10)`,
      currency: 'INR',
      issued_at: new Date(boughtAt).toISOString(),
    })
    .execute();

  // The younger brother: a 7-day free trial of class 10 that ended last week.
  const trialStart = now - 20 * DAY;
  await db
    .insertInto('subscriptions')
    .values({
      id: randomUUID(),
      uuid: child2,
      package_id: DEMO_FREE_TRIAL_PACKAGE_ID,
      entity_name: 'foundation_batch',
      board_id: CBSE,
      class_id: 1010,
      package_status: PackageStatus.Active,
      is_free_trial: 1,
      package_start_date: isoDay(trialStart),
      package_end_date: isoDay(trialStart + 6 * DAY),
      purchased_by: null,
      subscription_source: 'free_trial',
      subscription_type_id: null,
      payment_id: null,
      created_at: createdAt,
    })
    .execute();
}
