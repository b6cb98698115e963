import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { isApiError } from '../../../lib/api-error';
import { useSetTaskHandin } from '../api/handins.api';

/** A task asks for work handed in, out of the maximum the teacher sets (10 unless changed). */
export function AskForWork({ learnlistId, itemId }: { learnlistId: number; itemId: string }) {
  const { t } = useTranslation();
  const [max, setMax] = useState<number | string>(10);
  const setTask = useSetTaskHandin();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('handins.teacher.askHint')}
      </Text>
      <Group align="end" wrap="wrap" gap="sm">
        <NumberInput
          label={t('handins.teacher.maxMarks')}
          value={max}
          onChange={setMax}
          min={1}
          max={1000}
          allowDecimal={false}
          w={160}
        />
        <Button
          loading={setTask.isPending}
          onClick={() =>
            setTask.mutate({
              learnlist_id: learnlistId,
              learnlist_item_id: itemId,
              asks_for_work: true,
              max_marks: Number(max),
            })
          }
        >
          {t('handins.teacher.ask')}
        </Button>
      </Group>
      {setTask.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('handins.teacher.saveFailed', {
            message: isApiError(setTask.error) ? setTask.error.message : String(setTask.error),
          })}
        </Alert>
      )}
    </Stack>
  );
}
