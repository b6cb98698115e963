import type { QuestionFace, ResponseInput } from '@esc/contracts';

export type { QuestionFace, ResponseInput };

/** An answer as the inputs hold it: null when not answered (or cleared). */
export type QuestionResponse = ResponseInput | null;

/** Whether a learner has given an answer (an empty one counts as none). */
export function isAnswered(response: QuestionResponse | undefined): boolean {
  if (!response) return false;
  if (response.option_ids && response.option_ids.length > 0) return true;
  if (typeof response.value === 'number') return true;
  if (response.blanks?.some((blank) => blank !== null && blank.trim() !== '')) return true;
  if (typeof response.is_true === 'boolean') return true;
  if (response.pairs && response.pairs.length > 0) return true;
  if (response.text && response.text.trim() !== '') return true;
  return Boolean(response.image_keys && response.image_keys.length > 0);
}

/** An answer with nothing in it is sent as null (cleared). */
export function normalise(response: QuestionResponse): QuestionResponse {
  return isAnswered(response) ? response : null;
}
