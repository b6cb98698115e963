import type { AccessDecision, AccessFreemium, AccessPrompt, AccessReason } from '@esc/contracts';
import {
  decideAccess,
  isLearner,
  UserType,
  type GateDecision,
  type GateItemKind,
  type GatePrompt,
  type GateReason,
  type GateWords,
} from '@esc/domain';
import type { Db } from '../../db/database.js';
import { actingUserFor, type ParentLinks } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { ViewerSchools } from '../catalogue/catalogue.module.js';
import type { SubscriptionReader } from '../commerce/commerce.module.js';
import { createAccessFactsRepository } from './access-facts.repository.js';
import { createFactsGatherer, type AccessContext, type AccessRequest, type GatheredFacts } from './access-facts.js';
import { gateRef } from './gate-words.js';
import type { HomeworkOpen } from './homework-open-event.js';
import type { ItemPlace } from './item-places.js';

export type { AccessContext, AccessRequest } from './access-facts.js';

// The wire types and the domain's types name the same values; a change on either side fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const reasonsMatch: Same<AccessReason, GateReason> = true;
const promptsMatch: Same<AccessPrompt, GatePrompt> = true;
void reasonsMatch;
void promptsMatch;

export interface AccessServiceDeps {
  db: Db;
  /** Milliseconds since the epoch; "today" for batches is this clock's day in the school's country. */
  clock: () => number;
  /** Parent-child links (the identity service). */
  identity: ParentLinks;
  /** Active packages (the commerce service). */
  subscriptions: SubscriptionReader;
  /** The schools whose own content a person sees (the catalogue's rule): other schools' is not found. */
  viewerSchools: ViewerSchools;
  /** Who hears that a learner opened content from their homework (the learn-lists module, connected later). */
  /** Tells learn-lists of content opened from homework (the event access.homework-content-opened). */
  homeworkOpened?: (event: HomeworkOpen) => Promise<void>;
}

export interface DecideOptions {
  /**
   * An open, not a look (default false). Only for one item at a time, and only for the learner
   * themselves (a parent asking for a child opens nothing): a free open (content_accesses) is recorded
   * when the decision uses one of a 17250 learner's free items (reason 'freemium-available'); content
   * opened from homework the learner holds (the context's assignId, the item in its list) is told to
   * the homework's listener, which stamps the item opened (first and last open).
   */
  recordOpen?: boolean;
}

/** The decision and the freemium count behind it (for the answer of POST /access/decide). */
export interface AccessOutcome {
  decision: GateDecision;
  freemium: AccessFreemium | null;
}

/** Per item id as asked: the outcome, or why the gate cannot place the item (404, or 400 naming a field). */
export type ManyOutcomes = Map<string, AccessOutcome | AppError>;

/**
 * A refusal of the gate: FORBIDDEN (403) with the explanation as the message (in the request's
 * language), the decision attached.
 */
export class AccessDeniedError extends AppError {
  readonly decision: GateDecision;
  constructor(decision: GateDecision) {
    super('FORBIDDEN', gateRef(decision.words));
    this.name = 'AccessDeniedError';
    this.decision = decision;
  }
}

const GUEST_DECISION = decideAccess(
  { userTypeId: UserType.Guest, countryIso: null, isEsc: false, packageFlowFlag: false, walletEligible: false },
  { kind: 'content', id: '0' },
  {
    schoolId: null,
    moduleAccess: false,
    subjectAllowed: false,
    activePackage: null,
    freeTrialEnded: false,
    batch: null,
    freemium: null,
    instituteInterestWithB2b: false,
    escOnlineOnlyDisallowed: false,
  },
  '1970-01-01',
);

export type AccessService = ReturnType<typeof createAccessService>;

/**
 * The access gate of spec 002 §4.2, §4.6, §5.3, §5.4, §6 and spec 001 §4: facts from the database,
 * the rule from packages/domain (decideAccess). Other modules enforce the same decision where they
 * hand items out: `await access.assertAllowed(request.auth, { kind: 'content', itemId, uuid })`.
 */
export function createAccessService(deps: AccessServiceDeps) {
  const { db, clock, identity, subscriptions, viewerSchools, homeworkOpened } = deps;
  const repo = createAccessFactsRepository(db);
  const gatherer = createFactsGatherer({ repo, reader: subscriptions });

  /**
   * What an open of one content records: the free item it uses (false when another open took the last
   * one meanwhile: nothing else is recorded), then, for content of homework the learner holds (the
   * gate read the assignment: the item is in its list), the homework's stamp of the open.
   */
  async function recordOpen(
    uuid: string,
    facts: GatheredFacts,
    decision: GateDecision,
    assignId: number | null | undefined,
  ): Promise<boolean> {
    const { place } = facts;
    if (place.contentId === null) return true;
    const at = new Date(clock()).toISOString();
    if (decision.reason === 'freemium-available') {
      const limit = facts.facts.freemium?.contentLimit ?? 0;
      if (!(await repo.recordAccess(uuid, place.contentId, place.boardId, place.classId, at, limit))) return false;
    }
    if (decision.allowed && facts.item.fromLearnList && assignId) {
      await homeworkOpened?.({ uuid, assignId, contentId: place.contentId, at });
    }
    return true;
  }

  /**
   * The decisions for a set of items of one kind, in a fixed number of queries (decideMany). A free
   * open is recorded only when exactly one item is asked for and the caller asks to record it.
   */
  async function evaluateMany(
    auth: AuthContext | null,
    kind: GateItemKind,
    itemIds: readonly string[],
    context: AccessContext,
    options: DecideOptions,
    placed?: ReadonlyMap<string, ItemPlace>,
  ): Promise<ManyOutcomes> {
    const ids = [...new Set(itemIds.map((id) => id.trim()))];
    // A guest (no token, or a guest token) is asked to sign in; nothing is looked up.
    if (!auth || auth.guest || auth.userTypeId === UserType.Guest) {
      return new Map(ids.map((id) => [id, { decision: GUEST_DECISION, freemium: null }]));
    }
    const acting = await actingUserFor(auth, context.uuid, identity);
    // The acting learner's schools: for a parent acting for a child, the child's school counts.
    const schoolIds = await viewerSchools.of(acting);
    const gathered = await gatherer.gatherMany(auth, { ...acting, schoolIds }, kind, ids, context, clock(), placed);
    const out: ManyOutcomes = new Map();
    for (const [id, facts] of gathered) {
      if (facts instanceof AppError) {
        out.set(id, facts);
        continue;
      }
      const decision = decideAccess(facts.viewer, facts.item, facts.facts, facts.today);
      const free = facts.facts.freemium;
      out.set(id, {
        decision,
        freemium: free ? { content_limit: free.contentLimit, opened: free.accessedIds.length } : null,
      });
      // An open counts for the learner themselves, one item at a time; a look records nothing.
      const opens = options.recordOpen && ids.length === 1 && !acting.forChild && isLearner(auth.userTypeId);
      if (!opens) continue;
      // Another open took the last free item (or this one) meanwhile: decide again on what is stored.
      if (!(await recordOpen(acting.uuid, facts, decision, context.assignId))) {
        return evaluateMany(auth, kind, ids, context, { ...options, recordOpen: false }, placed);
      }
      if (decision.reason === 'freemium-available' && free) {
        out.set(id, { decision, freemium: { content_limit: free.contentLimit, opened: free.accessedIds.length + 1 } });
      }
    }
    return out;
  }

  async function evaluate(
    auth: AuthContext | null,
    req: AccessRequest,
    options: DecideOptions,
  ): Promise<AccessOutcome> {
    const id = String(req.itemId).trim();
    const outcome = (await evaluateMany(auth, req.kind, [id], req, options)).get(id)!;
    if (outcome instanceof AppError) throw outcome;
    return outcome;
  }

  /** The decision for the caller (a parent: the linked child named by `uuid`; 403 otherwise). */
  async function decideFor(
    auth: AuthContext | null,
    req: AccessRequest,
    options: DecideOptions = {},
  ): Promise<GateDecision> {
    return (await evaluate(auth, req, options)).decision;
  }

  /**
   * The decisions for many items of one kind in one call, with one query per fact (not per item):
   * content details and signed media links use it. Per id as asked: the outcome, or the AppError
   * of an item the gate cannot place.
   */
  async function decideMany(
    auth: AuthContext | null,
    kind: GateItemKind,
    itemIds: readonly (string | number)[],
    context: AccessContext = {},
    options: DecideOptions = {},
  ): Promise<ManyOutcomes> {
    return evaluateMany(auth, kind, itemIds.map(String), context, options);
  }

  /** The same decision, thrown as AccessDeniedError (403 FORBIDDEN, explanation as message) when refused. */
  async function assertAllowed(
    auth: AuthContext | null,
    req: AccessRequest,
    options: DecideOptions = {},
  ): Promise<GateDecision> {
    const decision = await decideFor(auth, req, options);
    if (!decision.allowed) throw new AccessDeniedError(decision);
    return decision;
  }

  /** POST /access/decide: decides and records a free open, answering the decision as data. */
  async function decide(auth: AuthContext | null, req: AccessRequest): Promise<AccessDecision & { words: GateWords }> {
    const { decision, freemium } = await evaluate(auth, req, { recordOpen: true });
    return { ...decision, freemium };
  }

  /**
   * A look at one item of a kind placed by the caller (a subject's service: board, class, subject),
   * decided by the same facts and rule as an open; nothing is recorded. For content the place's
   * content id names no content (0): the answer is that for an item of the class not opened yet.
   */
  async function lookAt(
    auth: AuthContext | null,
    kind: GateItemKind,
    place: ItemPlace,
    context: AccessContext,
  ): Promise<AccessOutcome> {
    const id = String(place.contentId ?? 0);
    const outcomes = await evaluateMany(auth, kind, [id], context, { recordOpen: false }, new Map([[id, place]]));
    const outcome = outcomes.get(id)!;
    if (outcome instanceof AppError) throw outcome;
    return outcome;
  }

  return { decideFor, decideMany, assertAllowed, decide, lookAt };
}
