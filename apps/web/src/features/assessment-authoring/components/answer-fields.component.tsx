import type { QuestionTypeValue } from '@esc/contracts';
import { Group, NumberInput, Select, Textarea } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { DIFFICULTIES, isQuestionType, QUESTION_TYPES } from '../utils/question-labels';
import { blankAnswer, type AnswerDraft } from '../utils/question-draft';
import { KeyEditor } from './key-editor.component';

interface AnswerFieldsProps {
  draft: AnswerDraft;
  onChange: (patch: Partial<AnswerDraft>) => void;
  errorOf: (field: string) => string | undefined;
  /** A passage's child: no passage of its own, and its labels say which question it is. */
  childNumber?: number;
}

/** Type, difficulty, marks, the text and the key of one question. */
export function AnswerFields({ draft, onChange, errorOf, childNumber }: AnswerFieldsProps) {
  const { t } = useTranslation();
  const types = childNumber === undefined ? QUESTION_TYPES : QUESTION_TYPES.filter((x) => x !== 'comprehension');
  const suffix = childNumber === undefined ? '' : ` (${t('authoring.question.child', { n: childNumber })})`;
  const changeType = (value: string | null) => {
    if (!value || !isQuestionType(value)) return;
    const fresh = blankAnswer(value as QuestionTypeValue);
    onChange({ question_type: value, correct: [], negative_marks: fresh.negative_marks });
  };
  return (
    <>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Select
          label={
            childNumber === undefined
              ? t('authoring.question.type')
              : t('authoring.question.childType', { n: childNumber })
          }
          data={types.map((type) => ({ value: type, label: t(`authoring.types.${type}`) }))}
          value={draft.question_type}
          onChange={changeType}
          allowDeselect={false}
          w={300}
        />
        <Select
          label={t('authoring.question.difficulty') + suffix}
          data={DIFFICULTIES.map((d) => ({ value: String(d.value), label: t(`authoring.difficulty.${d.key}`) }))}
          value={String(draft.difficulty)}
          onChange={(v) => v && onChange({ difficulty: Number(v) })}
          allowDeselect={false}
          w={160}
        />
        <NumberInput
          label={t('authoring.question.marks') + suffix}
          value={draft.marks}
          min={0}
          max={1000}
          clampBehavior="none"
          onChange={(marks) => onChange({ marks })}
          error={errorOf('marks')}
          required
          w={140}
        />
        <NumberInput
          label={t('authoring.question.negativeMarks') + suffix}
          value={draft.negative_marks}
          min={0}
          max={1000}
          clampBehavior="none"
          onChange={(negative_marks) => onChange({ negative_marks })}
          error={errorOf('negative_marks')}
          w={160}
        />
      </Group>
      <Textarea
        label={
          draft.question_type === 'comprehension'
            ? t('authoring.question.passage')
            : t('authoring.question.stem') + suffix
        }
        description={t('authoring.question.stemHint')}
        value={draft.stem}
        maxLength={20_000}
        minRows={3}
        onChange={(e) => onChange({ stem: e.currentTarget.value })}
        error={errorOf('stem')}
        required
      />
      <KeyEditor draft={draft} onChange={onChange} errorOf={errorOf} />
    </>
  );
}
