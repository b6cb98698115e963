import type { DynamicQuestionsBody, Question, QuestionCountBody, QuestionTypeValue } from '@esc/contracts';
import { Badge, Button, Checkbox, Group, MultiSelect, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useBankQuestions } from '../api/dynamic-questions.api';
import { useQuestionCount } from '../api/question-count.api';
import { DIFFICULTIES, difficultyKey, isQuestionType, QUESTION_TYPES } from '../utils/question-labels';
import { deepestNode, type SyllabusChoice } from '../utils/syllabus-choice';
import { QuestionText } from './question-text.component';

const PAGE = 25;
/** The same seed answers the same questions, so the list holds still while the teacher reads it. */
const SEED = 1;

interface BankBrowserProps {
  choice: SyllabusChoice;
  /** A question's action: edit it (the bank) or add it to a section (the paper builder). */
  action:
    | {
        kind: 'edit';
        onEdit: (q: Question) => void;
        /** Questions chosen for a download, and choosing one (or not). */
        chosen?: ReadonlySet<number>;
        onChoose?: (id: number, chosen: boolean) => void;
      }
    | { kind: 'add'; onAdd: (q: Question) => void; added: ReadonlySet<number> };
}

/** The bank's questions under the chosen node, filtered by difficulty and type, with their count. */
export function BankBrowser({ choice, action }: BankBrowserProps) {
  const { t } = useTranslation();
  const [difficulty, setDifficulty] = useState<string[]>([]);
  const [types, setTypes] = useState<string[]>([]);
  const [count, setCount] = useState(PAGE);
  const node = deepestNode(choice);
  const filters = {
    ...(difficulty.length > 0 ? { difficulty: difficulty.map(Number) } : {}),
    ...(types.length > 0 ? { question_types: types.filter(isQuestionType) as QuestionTypeValue[] } : {}),
  };
  const countBody: QuestionCountBody | null = node === null ? null : { syllabus_ids: [node], ...filters };
  const listBody: DynamicQuestionsBody | null =
    node === null ? null : { syllabus_ids: [node], count, seed: SEED, ...filters };
  const counted = useQuestionCount(countBody);
  const list = useBankQuestions(listBody);
  return (
    <Stack gap="md">
      <Group gap="lg" align="flex-start" wrap="wrap">
        <Checkbox.Group label={t('authoring.bank.difficulty')} value={difficulty} onChange={setDifficulty}>
          <Group gap="sm" mt={6}>
            {DIFFICULTIES.map((d) => (
              <Checkbox key={d.value} value={String(d.value)} label={t(`authoring.difficulty.${d.key}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <MultiSelect
          label={t('authoring.bank.type')}
          placeholder={t('authoring.bank.any')}
          data={QUESTION_TYPES.map((type) => ({ value: type, label: t(`authoring.types.${type}`) }))}
          value={types}
          onChange={setTypes}
          clearable
          w={320}
        />
      </Group>
      {node === null ? (
        <Text c="dimmed">{t('authoring.bank.chooseFirst')}</Text>
      ) : (
        <>
          {counted.isError ? (
            <Text c="red">{t('authoring.bank.countError')}</Text>
          ) : (
            counted.data && (
              <Text fw={600} role="status" data-testid="bank-count">
                {t('authoring.bank.count', { count: counted.data.total_count })}
              </Text>
            )
          )}
          {list.isError ? (
            <QueryError title={t('authoring.bank.loadError')} error={list.error} onRetry={() => void list.refetch()} />
          ) : !list.data ? (
            <Skeleton h={160} role="status" aria-label={t('common.loading')} />
          ) : list.data.questions.length === 0 ? (
            <Text c="dimmed">{t('authoring.bank.empty')}</Text>
          ) : (
            <>
              <ul aria-label={t('authoring.bank.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {list.data.questions.map((q) => (
                  <li key={q.question_id} style={{ marginBottom: 8 }}>
                    <BankQuestion question={q} action={action} />
                  </li>
                ))}
              </ul>
              {list.data.total_available > list.data.questions.length && count < 200 && (
                <Button variant="default" w="fit-content" onClick={() => setCount((c) => Math.min(200, c + PAGE))}>
                  {t('authoring.bank.more')}
                </Button>
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}

function BankQuestion({ question, action }: { question: Question; action: BankBrowserProps['action'] }) {
  const { t } = useTranslation();
  const type = isQuestionType(question.question_type)
    ? t(`authoring.types.${question.question_type}`)
    : question.question_type;
  const added = action.kind === 'add' && action.added.has(question.question_id);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="bank-question">
      <Stack gap={6}>
        <Group gap="xs">
          <Badge variant="light">{type}</Badge>
          <Badge variant="light" color="gray">
            {t(`authoring.difficulty.${difficultyKey(question.difficulty)}`)}
          </Badge>
          <Text size="sm">
            {t('authoring.bank.marks', { count: question.marks })}
            {question.negative_marks > 0 && ` · ${t('authoring.bank.negative', { marks: question.negative_marks })}`}
          </Text>
        </Group>
        <QuestionText text={question.stem} images={question.images} />
        <Group gap="xs">
          {action.kind === 'edit' && action.onChoose && (
            <Checkbox
              size="sm"
              label={t('authoring.exportFile.choose')}
              checked={action.chosen?.has(question.question_id) ?? false}
              onChange={(e) => action.onChoose!(question.question_id, e.currentTarget.checked)}
            />
          )}
          {action.kind === 'edit' && question.can_edit && (
            <Button size="compact-sm" variant="light" onClick={() => action.onEdit(question)}>
              {t('authoring.bank.edit')}
            </Button>
          )}
          {action.kind === 'add' && (
            <Button size="compact-sm" variant="light" disabled={added} onClick={() => action.onAdd(question)}>
              {added ? t('authoring.bank.added') : t('authoring.bank.add')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
