import type { AnswerKeyView, QuestionFace } from '@esc/contracts';
import type { TFunction } from 'i18next';

/** The key as lines a learner reads (option texts, not their ids; TeX kept for the renderer). */
export function keyLines(question: QuestionFace, key: AnswerKeyView, t: TFunction): string[] {
  const optionText = (id: string, list = question.options) => list.find((o) => o.option_id === id)?.option_text ?? id;
  switch (question.question_type) {
    case 'single':
    case 'multiple':
      return key.option_ids.map((id) => optionText(id));
    case 'integer':
    case 'numeric':
      if (key.value === null) return [];
      return [
        key.tolerance
          ? t('practiceQuestion.tolerance', { value: key.value, tolerance: key.tolerance })
          : String(key.value),
      ];
    case 'fill_blank':
      return key.blanks.map((answers, i) => t('practiceQuestion.blank', { n: i + 1, answers: answers.join(' / ') }));
    case 'true_false':
      return key.is_true === null ? [] : [t(key.is_true ? 'practiceQuestion.true' : 'practiceQuestion.false')];
    case 'match':
      return key.pairs.map((p) => `${optionText(p.left_id, question.match_left)} → ${optionText(p.option_id)}`);
    default:
      return [];
  }
}
