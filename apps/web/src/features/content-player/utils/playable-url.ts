import type { ContentDetail } from '@esc/contracts';

/** Signed media URLs stay valid 3600 s (contracts media.ts, spec 002 §9). */
export const SIGNED_URL_LIFETIME_MS = 3600 * 1000;

/** The URL the player opens for a content's kind, or null when the content has none. */
export function playableUrl(content: ContentDetail): string | null {
  switch (content.content_kind) {
    case 'video':
      return content.video_path ?? content.content_transcoded_url ?? content.content_url_mp4 ?? content.content_url;
    case 'pdf':
    case 'study_notes':
      return content.lecture_path ?? content.content_url;
    case 'html':
    case 'game':
      return content.content_url;
    case 'interactive':
      return content.interactive_lesson_path ?? content.content_url;
    case 'practice_test':
      return null;
    case 'h5p':
    case 'scorm':
      // The package's files are reached through its launch call; content_url is null when it is locked.
      return content.content_url === null ? null : `/api/content/packages/${content.content_id}/launch`;
  }
}

/** What the player shows instead of the content (spec 002 §8), in the order it checks. */
export type PlayerBlock = 'sign-in' | 'flash' | 'no-data' | null;

export function playerBlock(content: ContentDetail, isGuest: boolean): PlayerBlock {
  if (isGuest || content.requires_sign_in) return 'sign-in';
  if (content.is_flash) return 'flash';
  if (content.content_kind !== 'practice_test' && playableUrl(content) === null) {
    return 'no-data';
  }
  return null;
}
