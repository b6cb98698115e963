import { PackageStatus } from '@esc/domain';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, InvoicesTable, PackagesTable, PaymentsTable, SubscriptionsTable } from '../../db/schema.js';

export type PackageRow = Selectable<PackagesTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type InvoiceRow = Selectable<InvoicesTable>;
export type PackageWithClass = PackageRow & { board_id: number; class_id: number };
export type SubscriptionWithPackage = SubscriptionRow & {
  package_name: string;
  student_subscribed_services: string;
  invoice_id: string | null;
};

type Executor = Db | Transaction<Database>;

export type CommerceRepository = ReturnType<typeof createCommerceRepository>;

/** Kysely queries of packages, subscriptions, payments and invoices; nothing else. */
export function createCommerceRepository(db: Db) {
  /** Active B2C packages for a board and class (or for an exam flag), in display order. */
  async function packagesFor(filter: { boardId?: number; classId?: number; packageFlag?: string }) {
    let query = db
      .selectFrom('packages as p')
      .innerJoin('package_syllabus as ps', 'ps.package_id', 'p.package_id')
      .selectAll('p')
      .select(['ps.board_id', 'ps.class_id'])
      .where('p.package_status', '=', PackageStatus.Active)
      .where('p.price_paise', '>', 0)
      .where('p.school_id', 'is', null);
    if (filter.packageFlag) query = query.where('p.package_flag', '=', filter.packageFlag);
    if (filter.boardId != null) query = query.where('ps.board_id', '=', filter.boardId);
    if (filter.classId != null) query = query.where('ps.class_id', '=', filter.classId);
    return (await query
      .orderBy('ps.board_id')
      .orderBy('ps.class_id')
      .orderBy('p.display_order')
      .orderBy('p.package_id')
      .execute()) as PackageWithClass[];
  }

  async function packageById(packageId: number): Promise<PackageRow | undefined> {
    return db.selectFrom('packages').selectAll().where('package_id', '=', packageId).executeTakeFirst();
  }

  async function packageCovers(packageId: number, boardId: number, classId: number): Promise<boolean> {
    const row = await db
      .selectFrom('package_syllabus')
      .select('package_id')
      .where('package_id', '=', packageId)
      .where('board_id', '=', boardId)
      .where('class_id', '=', classId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The packages of a school (B2B) with the boards and classes each covers. */
  async function schoolPackages(schoolId: number, packageIds: readonly number[]) {
    const packages = await db
      .selectFrom('packages')
      .selectAll()
      .where('school_id', '=', schoolId)
      .where('package_id', 'in', [...packageIds])
      .orderBy('package_id')
      .execute();
    const syllabus = packages.length
      ? await db
          .selectFrom('package_syllabus')
          .selectAll()
          .where(
            'package_id',
            'in',
            packages.map((p) => p.package_id),
          )
          .orderBy('board_id')
          .orderBy('class_id')
          .execute()
      : [];
    return { packages, syllabus };
  }

  /** A learner's subscriptions with their package and invoice, newest first. */
  async function subscriptionsOf(uuid: string, ex: Executor = db): Promise<SubscriptionWithPackage[]> {
    return ex
      .selectFrom('subscriptions as s')
      .innerJoin('packages as p', 'p.package_id', 's.package_id')
      .leftJoin('invoices as i', 'i.payment_id', 's.payment_id')
      .selectAll('s')
      .select(['p.package_name', 'p.student_subscribed_services', 'i.invoice_id'])
      .where('s.uuid', '=', uuid)
      .orderBy('s.package_end_date', 'desc')
      .orderBy('s.created_at', 'desc')
      .execute();
  }

  async function subscriptionByPayment(paymentId: string): Promise<SubscriptionWithPackage | undefined> {
    return db
      .selectFrom('subscriptions as s')
      .innerJoin('packages as p', 'p.package_id', 's.package_id')
      .leftJoin('invoices as i', 'i.payment_id', 's.payment_id')
      .selectAll('s')
      .select(['p.package_name', 'p.student_subscribed_services', 'i.invoice_id'])
      .where('s.payment_id', '=', paymentId)
      .executeTakeFirst();
  }

  async function paymentByKey(key: string): Promise<PaymentRow | undefined> {
    return db.selectFrom('payments').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
  }

  async function paymentById(id: string): Promise<PaymentRow | undefined> {
    return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Inserts unless the idempotency key exists; either way returns the key's payment. */
  async function insertPayment(payment: PaymentRow): Promise<PaymentRow> {
    await db
      .insertInto('payments')
      .values(payment)
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
    return (await paymentByKey(payment.idempotency_key))!;
  }

  async function setPaymentReference(id: string, reference: string, now: string): Promise<void> {
    await db
      .updateTable('payments')
      .set({ provider_reference: reference, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async function markPaymentFailed(id: string, now: string): Promise<void> {
    await db
      .updateTable('payments')
      .set({ status: 'failed', updated_at: now })
      .where('id', '=', id)
      .where('status', '!=', 'paid')
      .execute();
  }

  /** A refunded payment's subscriptions stop giving access; answers the learners whose they were. */
  async function revokeSubscriptionsOfPayment(trx: Db, paymentId: string): Promise<string[]> {
    const rows = await trx
      .updateTable('subscriptions')
      .set({ package_status: PackageStatus.Inactive })
      .where('payment_id', '=', paymentId)
      .where('package_status', '=', PackageStatus.Active)
      .returning('uuid')
      .execute();
    return [...new Set(rows.map((r) => r.uuid))];
  }

  /** The payment a provider's order belongs to (webhooks name the order). */
  async function paymentByReference(provider: string, reference: string): Promise<PaymentRow | undefined> {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('provider', '=', provider)
      .where('provider_reference', '=', reference)
      .executeTakeFirst();
  }

  /** Marks the payment paid unless it already is; true when this call made the change. */
  async function markPaymentPaid(
    trx: Transaction<Database>,
    id: string,
    providerPaymentId: string | null,
    now: string,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('payments')
      .set({ status: 'paid', provider_payment_id: providerPaymentId, updated_at: now })
      .where('id', '=', id)
      .where('status', '!=', 'paid')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The last day covered by the learner's paid subscriptions for a board and class, or null. */
  async function lastPaidEndDate(
    trx: Transaction<Database>,
    uuid: string,
    boardId: number,
    classId: number,
  ): Promise<string | null> {
    const row = await trx
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.max('package_end_date').as('end_date'))
      .where('uuid', '=', uuid)
      .where('board_id', '=', boardId)
      .where('class_id', '=', classId)
      .where('package_status', '=', PackageStatus.Active)
      .where('is_free_trial', '=', 0)
      .executeTakeFirst();
    return (row?.end_date as string | null | undefined) ?? null;
  }

  async function insertSubscription(trx: Transaction<Database>, row: SubscriptionRow): Promise<void> {
    await trx.insertInto('subscriptions').values(row).execute();
  }

  async function nextInvoiceNumber(trx: Transaction<Database>): Promise<number> {
    const row = await trx
      .selectFrom('invoices')
      .select((eb) => eb.fn.max('invoice_number').as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0) + 1;
  }

  /** The next serial of a financial year's series (rule 46(b): consecutive, unique for the year). */
  async function nextSerialInYear(trx: Transaction<Database>, financialYear: string): Promise<number> {
    const row = await trx
      .selectFrom('invoices')
      .select((eb) => eb.fn.max('serial_in_year').as('n'))
      .where('financial_year', '=', financialYear)
      .executeTakeFirst();
    return Number(row?.n ?? 0) + 1;
  }

  async function insertInvoice(trx: Transaction<Database>, row: InvoiceRow): Promise<void> {
    await trx.insertInto('invoices').values(row).execute();
  }

  async function invoicesByIds(invoiceIds: readonly string[]): Promise<InvoiceRow[]> {
    if (invoiceIds.length === 0) return [];
    return db.selectFrom('invoices').selectAll().where('invoice_id', 'in', invoiceIds).execute();
  }

  async function invoiceByPayment(paymentId: string): Promise<InvoiceRow | undefined> {
    return db.selectFrom('invoices').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
  }

  return {
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),
    packagesFor,
    packageById,
    packageCovers,
    schoolPackages,
    subscriptionsOf,
    subscriptionByPayment,
    paymentByKey,
    paymentById,
    paymentByReference,
    insertPayment,
    setPaymentReference,
    markPaymentFailed,
    markPaymentPaid,
    revokeSubscriptionsOfPayment,
    lastPaidEndDate,
    insertSubscription,
    nextInvoiceNumber,
    nextSerialInYear,
    insertInvoice,
    invoicesByIds,
    invoiceByPayment,
  };
}
