import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useTakeBack } from '../api/handins.api';
import '../handins.strings';

/** The learner's "Take back" on work waiting for its marks: it leaves the teacher's list, to be handed in again. */
export function TakeBack({ handinId }: { handinId: number }) {
  const { t } = useTranslation();
  const takeBack = useTakeBack();
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" c="dimmed">
        {t('handins.learner.takeBackHint')}
      </Text>
      <Button variant="default" loading={takeBack.isPending} onClick={() => takeBack.mutate({ handin_id: handinId })}>
        {takeBack.isPending ? t('handins.learner.takingBack') : t('handins.learner.takeBack')}
      </Button>
      {takeBack.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('handins.learner.takeBackFailed', { message: takeBack.error.message })}
        </Alert>
      )}
    </Stack>
  );
}
