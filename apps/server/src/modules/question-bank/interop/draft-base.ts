import type { ConvertedText } from './file-text.js';
import type { DraftImage, QuestionDraft } from './question-draft.js';

/**
 * A Moodle category path below its top: `$course$/top/Algebra/Linear` -> ['Algebra', 'Linear'].
 * Moodle writes a slash inside a name as `//`; the context (`$course$`, `$system$`...) and `top` are
 * where the bank sat in Moodle, not part of the teacher's sorting.
 */
export function categoryPath(text: string): string[] {
  const parts = text
    .trim()
    .split(/(?<!\/)\/(?!\/)/)
    .map((p) => p.replaceAll('//', '/').trim())
    .filter((p) => p !== '');
  if (parts[0] && /^\$[a-z0-9]+\$$/i.test(parts[0])) parts.shift();
  if (parts[0]?.toLowerCase() === 'top') parts.shift();
  return parts.map((p) => p.slice(0, 200)).slice(0, 10);
}

/** The parts every draft has, its figures gathered from every text of it. */
export function textBase(parts: {
  title: string;
  stem: ConvertedText;
  explanation?: ConvertedText;
  marks: number;
  category: string[];
  images?: DraftImage[];
}): Omit<QuestionDraft, 'question_type'> {
  const images = [...(parts.images ?? []), ...parts.stem.images, ...(parts.explanation?.images ?? [])];
  return {
    title: parts.title.slice(0, 200),
    stem: parts.stem.text,
    ...(parts.explanation?.text ? { explanation: parts.explanation.text } : {}),
    marks: parts.marks,
    category: parts.category,
    images,
  };
}
