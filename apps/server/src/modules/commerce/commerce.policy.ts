import { ABSENT, ALLOWED, definePolicy, inSchools, type Decision } from '../../platform/auth/policy.js';
import type { CommerceRepository, PaymentRow } from './commerce.repository.js';

/** The caller as the rules see them: who they are, and the schools whose people they may see. */
export interface BuyerActor {
  uuid: string;
  schoolIds: readonly number[];
}

/** A school whose packages are asked for (its id decides), or a payment with its payer. */
export type CommerceRecord = { kind: 'school'; school_id: number } | { kind: 'payment'; payment: PaymentRow };

export type CommerceAction = 'readSchoolPackages' | 'confirmPayment';

/**
 * A school's packages are read by that school's people (another school's are absent, as a missing
 * one); a payment is confirmed only by the person who started it (anyone else's is absent).
 */
export const commerceRules = {
  readSchoolPackages: (actor: BuyerActor, record: CommerceRecord): Decision =>
    record.kind === 'school' && inSchools(actor.schoolIds, record.school_id) ? ALLOWED : ABSENT,
  confirmPayment: (actor: BuyerActor, record: CommerceRecord): Decision =>
    record.kind === 'payment' && record.payment.payer_uuid === actor.uuid ? ALLOWED : ABSENT,
} as const;

export type CommercePolicy = ReturnType<typeof createCommercePolicy>;

export function createCommercePolicy({ repo }: { repo: Pick<CommerceRepository, 'paymentById'> }) {
  return definePolicy({
    module: 'commerce',
    noun: { readSchoolPackages: 'school', confirmPayment: 'payment' },
    actions: {
      readSchoolPackages: 'Read the packages a school holds for its learners: that school’s own people.',
      confirmPayment: 'Confirm a payment with the provider’s proof: only the person who started it.',
    },
    async load(ids: readonly (string | number)[], action: CommerceAction) {
      const records = new Map<string | number, CommerceRecord>();
      if (action === 'readSchoolPackages') {
        for (const id of ids) if (typeof id === 'number') records.set(id, { kind: 'school', school_id: id });
        return records;
      }
      const payments = await Promise.all(ids.map((id) => repo.paymentById(String(id))));
      for (const [i, payment] of payments.entries()) if (payment) records.set(ids[i]!, { kind: 'payment', payment });
      return records;
    },
    rules: commerceRules,
  });
}
