import {
  IconBook,
  IconChecklist,
  IconDeviceGamepad2,
  IconFile,
  IconFileTypePdf,
  IconHelpCircle,
  IconNotes,
  IconPlayerPlay,
  IconPresentation,
  IconVideo,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';

export const CONTENT_KINDS = [
  'video',
  'interactive',
  'pdf',
  'html',
  'game',
  'study_notes',
  'practice_test',
  'question',
  'paper',
  'recorded_lecture',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number] | 'other';

/** The icon of each content kind (decorative: the kind is also written out). */
export const CONTENT_KIND_ICONS: Record<ContentKind, Icon> = {
  video: IconPlayerPlay,
  interactive: IconPresentation,
  pdf: IconFileTypePdf,
  html: IconWorldWww,
  game: IconDeviceGamepad2,
  study_notes: IconNotes,
  practice_test: IconChecklist,
  question: IconHelpCircle,
  paper: IconBook,
  recorded_lecture: IconVideo,
  other: IconFile,
};

export function contentKind(kind: string | null | undefined): ContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ContentKind) : 'other';
}

/** 'HH:MM:SS' as whole hours, minutes and seconds; null for 00:00:00 or an unreadable value. */
export function mediaDuration(hms: string | null | undefined): { h: number; m: number; s: number } | null {
  const match = /^\s*(\d+):(\d{2}):(\d{2})\s*$/.exec(hms ?? '');
  if (!match) return null;
  const [h, m, s] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (h + m + s === 0) return null;
  return { h, m, s };
}
