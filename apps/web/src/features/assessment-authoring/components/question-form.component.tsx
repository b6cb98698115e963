import type { Question } from '@esc/contracts';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QuestionView, type QuestionFace } from '../../../components/question';
import { useSaveQuestion } from '../api/save-question.api';
import {
  blankAnswer,
  questionBody,
  questionProblems,
  type AnswerDraft,
  type QuestionDraft,
} from '../utils/question-draft';
import { AnswerFields } from './answer-fields.component';
import { ProblemAlert } from './problem-alert.component';

interface QuestionFormProps {
  initial: QuestionDraft;
  /** The chapter or topic the question belongs to, and its name; null when none is chosen. */
  place: { syllabusId: number; name: string } | null;
  schoolId: number | null;
  onSaved: (question: Question) => void;
  onCancel: () => void;
}

/** A question of any type: its fields, its key, a preview through the shared renderer, and save. */
export function QuestionForm({ initial, place, schoolId, onSaved, onCancel }: QuestionFormProps) {
  const { t } = useTranslation();
  const save = useSaveQuestion();
  const [draft, setDraft] = useState<QuestionDraft>(initial);
  const [tried, setTried] = useState(false);
  const problems = questionProblems(draft, place?.syllabusId ?? null);
  const errorOf = (field: string) => {
    if (!tried) return undefined;
    const p = problems.find((x) => x.field === field);
    return p ? t(p.key as 'authoring.question.stemMissing', p.values ?? {}) : undefined;
  };
  const patch = (next: Partial<QuestionDraft>) => setDraft((d) => ({ ...d, ...next }));
  const patchChild = (i: number, next: Partial<AnswerDraft>) =>
    setDraft((d) => ({ ...d, children: d.children.map((c, j) => (j === i ? { ...c, ...next } : c)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.length > 0 || !place) return;
    save.mutate(questionBody(draft, place.syllabusId, schoolId), { onSuccess: onSaved });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate aria-labelledby="question-form-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="question-form-title">
            {draft.question_id === null ? t('authoring.question.newTitle') : t('authoring.question.editTitle')}
          </Title>
          <Text data-testid="question-place" c={tried && !place ? 'red' : undefined}>
            {place ? `${t('authoring.question.where')}: ${place.name}` : t('authoring.question.whereMissing')}
          </Text>
          <AnswerFields draft={draft} onChange={patch} errorOf={errorOf} />
          {draft.question_type === 'comprehension' && (
            <Children draft={draft} patch={patch} patchChild={patchChild} errorOf={errorOf} />
          )}
          <Textarea
            label={t('authoring.question.explanation')}
            value={draft.explanation}
            maxLength={20_000}
            minRows={2}
            onChange={(e) => patch({ explanation: e.currentTarget.value })}
          />
          <Preview draft={draft} />
          {tried && problems.length > 0 && (
            <Alert color="red" role="alert">
              {t('authoring.question.fixErrors', { count: problems.length })}
            </Alert>
          )}
          {save.isError && <ProblemAlert error={save.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('authoring.question.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('authoring.question.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

interface ChildrenProps {
  draft: QuestionDraft;
  patch: (next: Partial<QuestionDraft>) => void;
  patchChild: (i: number, next: Partial<AnswerDraft>) => void;
  errorOf: (field: string) => string | undefined;
}

function Children({ draft, patch, patchChild, errorOf }: ChildrenProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="group" aria-label={t('authoring.question.children')}>
      <Title order={3} size="h4">
        {t('authoring.question.children')}
      </Title>
      {errorOf('children') && (
        <Text c="red" size="sm">
          {errorOf('children')}
        </Text>
      )}
      {draft.children.map((child, i) => (
        <Paper key={i} withBorder p="sm" radius="md">
          <Stack gap="sm">
            <AnswerFields
              draft={child}
              onChange={(next) => patchChild(i, next)}
              errorOf={(field) => errorOf(`child-${i}-${field}`)}
              childNumber={i + 1}
            />
            <Button
              variant="subtle"
              color="red"
              w="fit-content"
              onClick={() => patch({ children: draft.children.filter((_, j) => j !== i) })}
            >
              {t('authoring.question.removeChild', { n: i + 1 })}
            </Button>
          </Stack>
        </Paper>
      ))}
      {draft.children.length < 20 && (
        <Button
          variant="default"
          w="fit-content"
          onClick={() => patch({ children: [...draft.children, blankAnswer()] })}
        >
          {t('authoring.question.addChild')}
        </Button>
      )}
    </Stack>
  );
}

function faceOf(d: AnswerDraft, id: number): QuestionFace {
  const filled = (o: { option_text: string }) => o.option_text.trim() !== '';
  return {
    question_id: id,
    parent_question_id: id < -1 ? -1 : 0,
    question_type: d.question_type,
    language_id: 1,
    stem: d.stem,
    options: d.options.filter(filled),
    match_left: d.match_left.filter(filled),
    images: [],
    blank_count: d.question_type === 'fill_blank' ? d.blanks.length : 0,
    marks: Number(d.marks) || 0,
    negative_marks: Number(d.negative_marks) || 0,
    difficulty: d.difficulty,
  };
}

/** The question as a student will see it, rendered by the shared renderer (TeX by KaTeX). */
function Preview({ draft }: { draft: QuestionDraft }) {
  const { t } = useTranslation();
  if (draft.stem.trim() === '') return null;
  return (
    <section aria-labelledby="question-preview-title" data-testid="question-preview">
      <Title order={3} size="h4" id="question-preview-title" mb="xs">
        {t('authoring.question.preview')}
      </Title>
      <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
        <QuestionView
          question={faceOf(draft, -1)}
          childQuestions={draft.children.map((c, i) => faceOf(c, -2 - i))}
          number={1}
          responses={{}}
          readOnly
          headingOrder={4}
        />
      </Paper>
    </section>
  );
}
