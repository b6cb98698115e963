import type { AccessDecision } from '@esc/contracts';
import { gateExplanation, gateWords, type GateWords } from '@esc/domain';
import { createBoundedCache } from '../../platform/cache/bounded-cache.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import type { AccessService } from './access.service.js';
import { gateRef } from './gate-words.js';

/** The cache version of the gate's kept decisions (platform/cache/cache-versions.ts). */
export const ACCESS_DECISIONS_CACHE = 'access.decisions';

/**
 * How long an allowed decision is reused: a purchase or a new free open shows at once (refusals are
 * never kept), and a withdrawn right (a refund) at once everywhere, through the cache version.
 */
const ALLOWED_FOR_MS = 30_000;

/**
 * The gate's answer about one content: what the wire carries ({allowed, reason, prompt, explanation,
 * freemium}) and the explanation's words, from which a reader's language is said.
 */
export type ContentAccess = AccessDecision & { words: GateWords };

/** Content the gate cannot place (no mapping in any class) is refused rather than handed out unchecked. */
export const NOT_IN_SYLLABUS: ContentAccess = {
  allowed: false,
  reason: 'not-in-syllabus',
  prompt: null,
  explanation: gateExplanation('notInSyllabus'),
  words: gateWords('notInSyllabus'),
  freemium: null,
};

export interface ContentGateOptions {
  /** Record the free open when exactly one content is asked for (an open, not a look). */
  recordOpen?: boolean;
  /** The group the client opens the content from: picks among its places. */
  groupId?: number | null;
  /**
   * The homework the content is opened from (assign_id): the gate reads the assignment, as for
   * POST /access/decide (mode 1 for a school's when the learner holds it and the item is in its list).
   */
  assignId?: number | null;
}

export type ContentGate = ReturnType<typeof createContentGate>;

/**
 * The access gate where content bodies and media are handed out (content details with signed URLs,
 * signed media links and cookies, interactive lessons): the same decision as POST /access/decide,
 * for many items at once (access.decideMany: one query per fact, not per item). Allowed decisions are
 * kept briefly per caller and content, so the player's repeated detail reads do not gather the facts
 * each time; a decision that would use a free item is never kept (it must be recorded when opened).
 */
export function createContentGate({
  access,
  clock,
  versions,
}: {
  access: AccessService;
  clock: () => number;
  /** A decision is used only under the version it was kept at: a withdrawn right moves it in every process. */
  versions: Pick<CacheVersions, 'current'>;
}) {
  const allowed = createBoundedCache<{ until: number; version: string; decision: ContentAccess }>({
    maxEntries: 50_000,
    maxBytes: 5_000_000,
  });
  // The homework named is part of the key: a decision made from a learner's homework is never served
  // to an ordinary open, nor to anybody else (the caller's uuid leads the key).
  const keyOf = (auth: AuthContext, id: number, options: ContentGateOptions) =>
    `${auth.uuid}:${options.groupId ?? ''}:${options.assignId ?? ''}:${id}`;

  /** Decisions for the content ids (as asked, duplicates once); guests get the sign-in decision. */
  async function decisions(
    auth: AuthContext | null,
    contentIds: readonly number[],
    options: ContentGateOptions = {},
  ): Promise<Map<number, ContentAccess>> {
    const ids = [...new Set(contentIds)];
    const out = new Map<number, ContentAccess>();
    const missing: number[] = [];
    const now = clock();
    const version = versions.current(ACCESS_DECISIONS_CACHE);
    // An open from homework is decided each time: the gate tells the homework of the open (its stamp).
    const homeworkOpen = options.recordOpen === true && ids.length === 1 && !!options.assignId;
    for (const id of ids) {
      const kept = auth && !homeworkOpen ? allowed.get(keyOf(auth, id, options)) : undefined;
      if (kept && kept.until > now && kept.version === version) out.set(id, kept.decision);
      else missing.push(id);
    }
    if (missing.length === 0) return out;
    const outcomes = await access.decideMany(
      auth,
      'content',
      missing,
      { groupId: options.groupId, assignId: options.assignId },
      { recordOpen: options.recordOpen === true && ids.length === 1 },
    );
    for (const id of missing) {
      const outcome = outcomes.get(String(id));
      if (!outcome || outcome instanceof AppError) {
        if (outcome && outcome.code !== 'NOT_FOUND' && outcome.code !== 'VALIDATION_FAILED') throw outcome;
        out.set(id, NOT_IN_SYLLABUS);
        continue;
      }
      const decision: ContentAccess = { ...outcome.decision, freemium: outcome.freemium };
      out.set(id, decision);
      if (auth && decision.allowed && decision.reason !== 'freemium-available') {
        allowed.set(keyOf(auth, id, options), { until: now + ALLOWED_FOR_MS, version, decision }, 100);
      }
    }
    return out;
  }

  /** The decision for one content; with recordOpen, a free open it allows is recorded (an open). */
  async function decision(auth: AuthContext | null, contentId: number, options: ContentGateOptions = {}) {
    return (await decisions(auth, [contentId], options)).get(contentId)!;
  }

  /** The 403 of a refused item, its explanation said in the request's language. */
  const denied = (decision: { words: GateWords }): AppError => new AppError('FORBIDDEN', gateRef(decision.words));

  return { decisions, decision, denied };
}
