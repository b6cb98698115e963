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
  IconPuzzle,
  IconSchool,
  IconVideo,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';
import type { ContentKind } from './content-kind';

/** The icon of each content kind (decorative: the kind is also written out). */
export const CONTENT_KIND_ICONS: Record<ContentKind, Icon> = {
  video: IconPlayerPlay,
  interactive: IconPresentation,
  pdf: IconFileTypePdf,
  html: IconWorldWww,
  game: IconDeviceGamepad2,
  study_notes: IconNotes,
  practice_test: IconChecklist,
  h5p: IconPuzzle,
  scorm: IconSchool,
  question: IconHelpCircle,
  paper: IconBook,
  recorded_lecture: IconVideo,
  other: IconFile,
};
