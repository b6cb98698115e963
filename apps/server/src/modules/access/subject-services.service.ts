import type { AccessPlatform, AccessServiceAnswer, SubjectService } from '@esc/contracts';
import type { GateItemKind } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { messageOfReason } from '../../platform/errors/app-error.js';
import { explanationIn } from './gate-words.js';
import type { AccessOutcome, AccessService } from './access.service.js';
import type { ItemPlace } from './item-places.js';

export interface SubjectServicesRequest {
  uuid?: string | null;
  boardId: number;
  classId: number;
  subjectId: number;
  platform?: AccessPlatform | null;
}

/**
 * The gate's kind for each service and whether the real gate places its items by subject: content is
 * placed by its mapping (board, class, subject); questions, papers and recorded lectures by board and
 * class alone, so the subject is left out there too, or the look could refuse what an open allows.
 */
const SERVICE_KINDS: readonly { service: SubjectService; kind: GateItemKind; bySubject: boolean }[] = [
  { service: 'learn', kind: 'content', bySubject: true },
  { service: 'practice', kind: 'question', bySubject: false },
  { service: 'tests', kind: 'paper', bySubject: false },
  { service: 'recorded', kind: 'recorded_lecture', bySubject: false },
];

/**
 * The answer for a service in the language: a free learner's count in words (how many of the class's
 * free items are left before this one), else the gate's explanation.
 */
function answerOf(
  service: SubjectService,
  { decision, freemium }: AccessOutcome,
  language: string,
): AccessServiceAnswer {
  const explanation =
    decision.reason === 'freemium-available' && freemium
      ? messageOfReason(language, {
          reason: 'access.freeItemsLeftShort',
          params: { left: freemium.content_limit - freemium.opened, limit: freemium.content_limit },
        })
      : explanationIn(language, decision);
  return { service, ...decision, explanation, freemium };
}

/**
 * GET /access/subject-services: would each of a subject's services open for the learner (a parent:
 * the active child), and why not, from the facts and rule an open uses (access.lookAt). A look only:
 * no free item is used, whatever the answer.
 */
export function createSubjectServices({ access }: { access: Pick<AccessService, 'lookAt'> }) {
  async function answer(
    auth: AuthContext | null,
    req: SubjectServicesRequest,
    language = 'en',
  ): Promise<AccessServiceAnswer[]> {
    const context = { uuid: req.uuid, platform: req.platform, boardId: req.boardId, classId: req.classId };
    const placeFor = (bySubject: boolean, kind: GateItemKind): ItemPlace => ({
      // Content 0 names no content: the answer for an item of the class the learner has not opened.
      contentId: kind === 'content' ? 0 : null,
      boardId: req.boardId,
      classId: req.classId,
      subjectId: bySubject ? req.subjectId : null,
      groupName: null,
      isOnlineOnly: false,
    });
    // One after another: each look reads the same few rows, and the pool is shared with the real opens.
    const out: AccessServiceAnswer[] = [];
    for (const { service, kind, bySubject } of SERVICE_KINDS) {
      out.push(answerOf(service, await access.lookAt(auth, kind, placeFor(bySubject, kind), context), language));
    }
    return out;
  }
  return { answer };
}

export type SubjectServices = ReturnType<typeof createSubjectServices>;
