import type { AddProgressBody, AddProgressData } from '@esc/contracts';
import type { OutboxEntry, OutboxEvent } from './outbox';
import { acknowledgeWatched, resetClickStream } from './progress-click-stream';

/** The progress call (spec 000 §7 Progress). */
export const PROGRESS_PATH = '/mis/v2/addLearningProgress' as const;
export const PROGRESS_OUTBOX_TAG = 'progress';

/** Who and where the progress is about: the same for every post of one opened content. */
export interface ProgressContext {
  /** The learner's uuid (only learners record progress). */
  uuid: string;
  contentId: number;
  source: number;
  sectionId: number | null;
  boardId: number | null;
  classId: number | null;
  enrolledSchoolId: number | null;
  groupCategoryId: number | null;
  /** The homework the content was opened from: the server counts the item once the record is complete. */
  assignId?: number | null;
}

/**
 * One progress post body (semantics in contracts AddProgressBody). It carries no total_media_time:
 * the server then uses the catalogue's exact length, where the text the player holds is rounded to
 * whole seconds (posting it back would change the record's length).
 */
export function progressBody(
  context: ProgressContext,
  seconds: number,
  clientEventId: string,
  resumePosition: number | null,
): AddProgressBody {
  const body: AddProgressBody = {
    uuid: context.uuid,
    client_event_id: clientEventId,
    content_id: context.contentId,
    total_consumption_time: Math.max(0, seconds),
    source: context.source,
    section_id: context.sectionId,
    board_id: context.boardId,
    class_id: context.classId,
    enrolled_school_id: context.enrolledSchoolId,
    // When it was made: a post that waited offline is judged by this time (a package that ended meanwhile).
    made_at: new Date().toISOString(),
  };
  if (context.groupCategoryId !== null) body.group_category_id = context.groupCategoryId;
  if (context.assignId) body.assign_id = context.assignId;
  if (resumePosition !== null && Number.isFinite(resumePosition)) {
    body.resume_position = Math.max(0, Math.round(resumePosition * 10) / 10);
  }
  return body;
}

function contentIdOf(entry: OutboxEntry): number | null {
  const body = entry.body as Partial<AddProgressBody> | null;
  return typeof body?.content_id === 'number' ? body.content_id : null;
}

export interface ProgressAcknowledgement {
  contentId: number;
  data: AddProgressData;
}

/**
 * What an outbox event means for progress: an acknowledged post leaves the click-stream store;
 * a post dropped for good resets the store (spec 000 §8). Returns the acknowledgement, if any.
 */
export function applyProgressEvent(event: OutboxEvent): ProgressAcknowledgement | null {
  if (event.entry.tag !== PROGRESS_OUTBOX_TAG) return null;
  const contentId = contentIdOf(event.entry);
  if (event.type === 'dropped') {
    resetClickStream();
    return null;
  }
  if (contentId === null) return null;
  acknowledgeWatched(contentId, event.entry.id);
  return { contentId, data: event.data as AddProgressData };
}
