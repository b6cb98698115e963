import type { GateDecision } from '@esc/domain';
import { createBoundedCache } from '../../platform/cache/bounded-cache.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { AccessService } from './access.service.js';

/** How long an allowed decision is reused: a purchase or a new free open shows at once (refusals are never kept). */
const ALLOWED_FOR_MS = 30_000;

export interface ContentVerdict {
  allowed: boolean;
  explanation: string | null;
}

export type ContentGate = ReturnType<typeof createContentGate>;

/**
 * The access gate where content media is handed out (content details with signed URLs, signed media
 * links): the same decision as POST /access/decide. Allowed decisions are kept briefly per caller and
 * content, so the player's repeated detail reads do not gather the facts each time.
 */
export function createContentGate({ access, clock }: { access: AccessService; clock: () => number }) {
  const allowedUntil = createBoundedCache<number>({ maxEntries: 50_000, maxBytes: 5_000_000 });

  async function verdict(auth: AuthContext, contentId: number, recordOpen: boolean): Promise<ContentVerdict> {
    const key = `${auth.uuid}:${contentId}`;
    const until = allowedUntil.get(key);
    if (until !== undefined && until > clock()) return { allowed: true, explanation: null };
    let decision: GateDecision;
    try {
      decision = await access.decideFor(auth, { kind: 'content', itemId: contentId }, { recordOpen });
    } catch (err) {
      // Content the gate cannot place (no mapping) is refused rather than handed out unchecked.
      if (err instanceof AppError && (err.code === 'NOT_FOUND' || err.code === 'VALIDATION_FAILED')) {
        return { allowed: false, explanation: 'This content is not in the syllabus, so it cannot be opened.' };
      }
      throw err;
    }
    if (decision.allowed) allowedUntil.set(key, clock() + ALLOWED_FOR_MS, 100);
    return { allowed: decision.allowed, explanation: decision.allowed ? null : decision.explanation };
  }

  /** Verdicts for several content items; a free open is recorded only when exactly one is asked for. */
  async function verdicts(auth: AuthContext, contentIds: readonly number[]): Promise<Map<number, ContentVerdict>> {
    const recordOpen = contentIds.length === 1;
    const entries = await Promise.all(contentIds.map(async (id) => [id, await verdict(auth, id, recordOpen)] as const));
    return new Map(entries);
  }

  return { verdict, verdicts };
}
