import { ABSENT, ALLOWED, definePolicy, forbidden, inSchools, type Decision } from '../../platform/auth/policy.js';
import type { ErasureRequestRow } from './erasure-requests.repository.js';

/** Who decides erasure requests, as the rules see them: the caller's schools, whether they administer them, and whether they edit for the platform. */
export interface PrivacyActor {
  /** The schools the caller is staff of (their tenant schools). */
  schoolIds: readonly number[];
  schoolAdmin: boolean;
  /** A platform editor decides the requests of people of no school but the product's own. */
  platform: boolean;
}

/** What the rules read of an erasure request: the school that decides it (null: the platform). */
export type ErasureRequestFacts = Pick<ErasureRequestRow, 'school_id'>;

export const PRIVACY_ACTIONS = {
  decide:
    'Read and decide (approve or refuse) a person’s erasure request: a school admin of the person’s school, or a platform editor for people of no school but the product’s own.',
} as const;

export type PrivacyAction = keyof typeof PRIVACY_ACTIONS;

/**
 * A request is its deciding school's: staff of another school find no such request (404), staff of
 * the school who are not its admin are refused (403). The platform's requests are its editors' only.
 */
export const PRIVACY_RULES: {
  readonly [A in PrivacyAction]: (actor: PrivacyActor, request: ErasureRequestFacts) => Decision;
} = {
  decide: (actor, request) => {
    if (request.school_id === null) return actor.platform ? ALLOWED : ABSENT;
    if (!inSchools(actor.schoolIds, request.school_id)) return ABSENT;
    return actor.schoolAdmin ? ALLOWED : forbidden({ reason: 'privacy.erasureAdminOnly' });
  },
};

/** The privacy module's policy: who decides which erasure requests, for a set of requests in one load. */
export function createPrivacyPolicy<Row extends ErasureRequestFacts = ErasureRequestRow>(
  load: (ids: readonly string[]) => Promise<ReadonlyMap<string, Row>>,
) {
  return definePolicy<PrivacyActor, PrivacyAction, string, Row>({
    module: 'privacy',
    noun: { reason: 'privacy.erasureNotFound' },
    actions: PRIVACY_ACTIONS,
    load,
    rules: PRIVACY_RULES,
  });
}

export type PrivacyPolicy = ReturnType<typeof createPrivacyPolicy<ErasureRequestRow>>;
