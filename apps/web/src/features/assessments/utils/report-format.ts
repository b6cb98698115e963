import type { ReportAnswer } from '@esc/contracts';

type Option = { option_id: string; option_text: string };
type TFn = (key: 'assessments.report.true' | 'assessments.report.false') => string;

/** A key or a response: the fields both may hold (a key's blank lists its accepted answers). */
export interface AnswerLike {
  option_ids?: string[];
  value?: number | null;
  tolerance?: number | null;
  blanks?: (string | string[] | null)[];
  is_true?: boolean | null;
  pairs?: { left_id: string; option_id: string }[];
  text?: string | null;
}

function optionLabel(options: readonly Option[], id: string): string {
  const index = options.findIndex((o) => o.option_id === id);
  if (index < 0) return id;
  return `${String.fromCharCode(65 + index)}. ${options[index]!.option_text}`;
}

/** A key or a response in words, by the question's type (the text may hold TeX: rendered by RichText). */
export function describeAnswer(
  answer: Pick<ReportAnswer, 'question_type' | 'options' | 'match_left'>,
  value: AnswerLike | null | undefined,
  t: TFn,
): string | null {
  if (!value) return null;
  const parts: string[] = [];
  if (value.option_ids && value.option_ids.length > 0) {
    parts.push(value.option_ids.map((id) => optionLabel(answer.options, id)).join('; '));
  }
  if (typeof value.value === 'number') {
    parts.push(value.tolerance ? `${value.value} ± ${value.tolerance}` : String(value.value));
  }
  if (value.blanks && value.blanks.length > 0) {
    parts.push(
      value.blanks
        .map((blank) => (Array.isArray(blank) ? blank.join(' / ') : (blank ?? '—')))
        .map((text, i) => `${i + 1}: ${text}`)
        .join(', '),
    );
  }
  if (typeof value.is_true === 'boolean')
    parts.push(t(value.is_true ? 'assessments.report.true' : 'assessments.report.false'));
  if (value.pairs && value.pairs.length > 0) {
    parts.push(
      value.pairs
        .map(
          (pair) => `${optionLabel(answer.match_left, pair.left_id)} → ${optionLabel(answer.options, pair.option_id)}`,
        )
        .join('; '),
    );
  }
  if (value.text) parts.push(value.text);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Milliseconds as whole seconds (time per question). */
export const seconds = (ms: number) => Math.round(ms / 1000);
