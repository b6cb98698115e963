/** The kinds of content (DOMAIN.md), as the catalogue, the player and progress name them. */
export const CONTENT_KINDS = [
  'video',
  'interactive',
  'pdf',
  'html',
  'game',
  'study_notes',
  'practice_test',
  'h5p',
  'scorm',
  'question',
  'paper',
  'recorded_lecture',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number] | 'other';

/** A kind as the server sent it; anything unknown (or missing) is 'other'. */
export function contentKind(kind: string | null | undefined): ContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ContentKind) : 'other';
}

/** The translation key of a kind's name ('Video', 'PDF', ...). */
export function contentKindLabelKey(kind: string | null | undefined) {
  return `content.kind.${contentKind(kind)}` as const;
}
