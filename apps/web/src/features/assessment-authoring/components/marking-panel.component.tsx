import type { StudentActivityData } from '@esc/contracts';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { AttemptMarking } from './attempt-marking.component';

/**
 * Results to mark: the learners whose submitted answers wait for the teacher's marks; choosing one
 * opens their written answers with a marks field each.
 */
export function MarkingPanel({ data }: { data: StudentActivityData }) {
  const { t } = useTranslation();
  const waiting = data.students.filter((s) => s.attempt_id !== null && s.pending_count > 0);
  const [chosen, setChosen] = useState<number | null>(waiting[0]?.attempt_id ?? null);
  const student = data.students.find((s) => s.attempt_id === chosen) ?? null;
  return (
    <Stack gap="md">
      <Text>{t('authoring.marking.intro')}</Text>
      {data.assignment.results_published_at !== null && (
        <Alert color="blue" role="status">
          {t('authoring.marking.published')}
        </Alert>
      )}
      {waiting.length === 0 && !student ? (
        <Text c="dimmed" data-testid="marking-nothing">
          {t('authoring.marking.nothing')}
        </Text>
      ) : (
        <>
          <Title order={3} size="h4" id="marking-students">
            {t('authoring.marking.students')}
          </Title>
          <Group gap="xs" role="group" aria-labelledby="marking-students">
            {waiting.map((s) => (
              <Button
                key={s.uuid}
                variant={s.attempt_id === chosen ? 'filled' : 'default'}
                aria-pressed={s.attempt_id === chosen}
                onClick={() => setChosen(s.attempt_id)}
              >
                {t('authoring.marking.studentButton', { name: s.name, count: s.pending_count })}
              </Button>
            ))}
          </Group>
          {student && student.attempt_id !== null ? (
            <AttemptMarking key={student.attempt_id} attemptId={student.attempt_id} studentName={student.name} />
          ) : (
            <Text c="dimmed">{t('authoring.marking.choose')}</Text>
          )}
        </>
      )}
    </Stack>
  );
}
