import { ABSENT, ALLOWED, definePolicy, inSchools, type Decision } from '../../platform/auth/policy.js';
import type { DirectoryService } from '../identity/identity.module.js';
import type { CommerceRepository, InvoiceRow, PaymentRow } from './commerce.repository.js';

/** The caller as the rules see them: who they are, whether a parent, and the schools whose people they may see. */
export interface BuyerActor {
  uuid: string;
  parent: boolean;
  schoolIds: readonly number[];
  /** The schools the caller is the school admin of (none for anyone else). */
  adminOf?: readonly number[];
}

/** A school whose packages are asked for (its id decides), a payment with its payer, or an invoice with its learner's parents. */
export type CommerceRecord =
  | { kind: 'school'; school_id: number }
  | { kind: 'payment'; payment: PaymentRow }
  | { kind: 'invoice'; invoice: InvoiceRow; learnerParents: readonly string[] };

export type CommerceAction = 'readSchoolPackages' | 'readSchoolLicences' | 'confirmPayment' | 'downloadInvoice';

/**
 * A school's packages are read by that school's people (another school's are absent, as a missing
 * one); its licences and seats by its school admin only; a payment is confirmed only by the person who started it (anyone else's is absent); an
 * invoice is downloaded by its payer, its learner or a parent linked to the learner (anyone else's
 * is absent: an invoice names a family's purchase).
 */
export const commerceRules = {
  readSchoolPackages: (actor: BuyerActor, record: CommerceRecord): Decision =>
    record.kind === 'school' && inSchools(actor.schoolIds, record.school_id) ? ALLOWED : ABSENT,
  readSchoolLicences: (actor: BuyerActor, record: CommerceRecord): Decision =>
    record.kind === 'school' && inSchools(actor.adminOf ?? [], record.school_id) ? ALLOWED : ABSENT,
  confirmPayment: (actor: BuyerActor, record: CommerceRecord): Decision =>
    record.kind === 'payment' && record.payment.payer_uuid === actor.uuid ? ALLOWED : ABSENT,
  downloadInvoice: (actor: BuyerActor, record: CommerceRecord): Decision => {
    if (record.kind !== 'invoice') return ABSENT;
    const { invoice, learnerParents } = record;
    if (actor.uuid === invoice.payer_uuid || actor.uuid === invoice.learner_uuid) return ALLOWED;
    return actor.parent && learnerParents.includes(actor.uuid) ? ALLOWED : ABSENT;
  },
} as const;

export type CommercePolicy = ReturnType<typeof createCommercePolicy>;

interface Loads {
  repo: Pick<CommerceRepository, 'paymentById' | 'invoicesByIds'>;
  directory: Pick<DirectoryService, 'parentsOfChildren'>;
}

/** The invoices named, each with the parents linked to its learner: two queries whatever their number. */
async function loadInvoices({ repo, directory }: Loads, ids: readonly (string | number)[]) {
  const invoices = await repo.invoicesByIds(ids.map(String));
  const links = await directory.parentsOfChildren([...new Set(invoices.map((i) => i.learner_uuid))]);
  return new Map<string | number, CommerceRecord>(
    invoices.map((invoice) => [
      invoice.invoice_id,
      {
        kind: 'invoice',
        invoice,
        learnerParents: links.filter((l) => l.child_uuid === invoice.learner_uuid).map((l) => l.parent_uuid),
      },
    ]),
  );
}

export function createCommercePolicy(loads: Loads) {
  return definePolicy({
    module: 'commerce',
    noun: {
      readSchoolPackages: { reason: 'http.noSuch.school' },
      readSchoolLicences: { reason: 'http.noSuch.school' },
      confirmPayment: { reason: 'http.noSuch.payment' },
      downloadInvoice: { reason: 'http.noSuch.invoice' },
    },
    actions: {
      readSchoolPackages: 'Read the packages a school holds for its learners: that school’s own people.',
      readSchoolLicences: 'Read a school’s licences, seats used and validity: that school’s admin only.',
      confirmPayment: 'Confirm a payment with the provider’s proof: only the person who started it.',
      downloadInvoice: 'Download an invoice: its payer, its learner, or a parent linked to its learner.',
    },
    async load(ids: readonly (string | number)[], action: CommerceAction) {
      const records = new Map<string | number, CommerceRecord>();
      if (action === 'readSchoolPackages' || action === 'readSchoolLicences') {
        for (const id of ids) if (typeof id === 'number') records.set(id, { kind: 'school', school_id: id });
        return records;
      }
      if (action === 'downloadInvoice') return loadInvoices(loads, ids);
      const payments = await Promise.all(ids.map((id) => loads.repo.paymentById(String(id))));
      for (const [i, payment] of payments.entries()) if (payment) records.set(ids[i]!, { kind: 'payment', payment });
      return records;
    },
    rules: commerceRules,
  });
}
