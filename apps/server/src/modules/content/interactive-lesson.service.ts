import type { InteractiveLesson } from '@esc/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { Storage } from '../../platform/storage/storage.js';
import { AccessDeniedError, type ContentGate } from '../access/access.module.js';
import type { ContentStoreService, ViewerSchools } from '../catalogue/catalogue.module.js';

/** Lesson files are small JSON; anything larger is not a lesson. */
const MAX_LESSON_BYTES = 2 * 1024 * 1024;

/** The fallback of spec 001 §8 / 002 §8 for a failed activity fetch. */
const lessonMissing = () => new AppError('NOT_FOUND', { reason: 'content.lessonMissing' });

export type InteractiveLessonService = ReturnType<typeof createInteractiveLessonService>;

/**
 * Interactive JSON lessons (spec 002 §3): the lesson file lives in storage at the content's media key;
 * the answer names the content and language asked, and the response schema drops anything the
 * contract does not name. The lesson is the item's body: the access gate decides as for every other
 * way to it (the same decision as POST /access/decide), and a free open is recorded like one.
 * Another school's own lesson is not found (404), as in every catalogue read.
 */
export function createInteractiveLessonService(deps: {
  repo: ContentStoreService;
  viewerSchools: ViewerSchools;
  storage: Storage;
  gate: ContentGate;
}) {
  async function lesson(
    auth: AuthContext,
    contentId: number,
    languageId: number | undefined,
    from: { assignId?: number | null } = {},
  ): Promise<InteractiveLesson> {
    const [row] = await deps.repo.byIds([contentId], await deps.viewerSchools.of(auth));
    if (!row) throw new AppError('NOT_FOUND', { reason: 'catalogue.contentNotFound' });
    if (row.content_kind !== 'interactive' || !row.media_key) throw lessonMissing();
    const decision = await deps.gate.decision(auth, contentId, { recordOpen: true, assignId: from.assignId });
    if (!decision.allowed) throw new AccessDeniedError(decision);
    const info = await deps.storage.stat(row.media_key);
    if (!info || info.size > MAX_LESSON_BYTES) throw lessonMissing();
    const { body } = await deps.storage.get(row.media_key);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    let parsed: Partial<InteractiveLesson>;
    try {
      parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Partial<InteractiveLesson>;
    } catch {
      throw lessonMissing();
    }
    if (!Array.isArray(parsed.video_meta_info) || !Array.isArray(parsed.activity_details)) throw lessonMissing();
    return {
      content_id: row.content_id,
      language_id: languageId ?? row.language_id,
      // The content's own title: one lesson file may serve several content items.
      title: row.content_title,
      video_meta_info: parsed.video_meta_info,
      activity_details: parsed.activity_details,
    };
  }

  return { lesson };
}
