import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { isApiError } from '../../../lib/api-error';
import { useSetTaskHandin, useTaskHandins } from '../api/handins.api';
import { AskForWork } from './ask-for-work.component';
import '../handins.strings';

export interface TaskWorkSettingsProps {
  learnlistId: number;
  editable: boolean;
  tasks: { itemId: string; text: string }[];
}

/** On a list's screen: which of its tasks ask for work handed in, out of how many marks; its editors change it. */
export function TaskWorkSettings({ learnlistId, editable, tasks }: TaskWorkSettingsProps) {
  const { t } = useTranslation();
  const settings = useTaskHandins(learnlistId);
  const setTask = useSetTaskHandin();
  if (settings.isError) {
    return (
      <QueryError
        title={t('handins.teacher.loadError')}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (!settings.data) return <Skeleton h={100} role="status" aria-label={t('common.loading')} />;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="task-work-heading">
      <Title order={2} size="h3" id="task-work-heading" mb="xs">
        {t('handins.teacher.title')}
      </Title>
      <Stack gap="md">
        {tasks.map((task) => {
          const setting = settings.data.tasks.find((s) => s.learnlist_item_id === task.itemId);
          return (
            <Stack key={task.itemId} gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {task.text}
              </Text>
              {setting ? (
                <Group gap="sm" wrap="wrap">
                  <Text size="sm">{t('handins.teacher.outOf', { max: setting.max_marks })}</Text>
                  {editable && (
                    <Button
                      variant="default"
                      size="xs"
                      loading={setTask.isPending}
                      onClick={() =>
                        setTask.mutate({
                          learnlist_id: learnlistId,
                          learnlist_item_id: task.itemId,
                          asks_for_work: false,
                        })
                      }
                    >
                      {t('handins.teacher.stopAsking')}
                    </Button>
                  )}
                </Group>
              ) : editable ? (
                <AskForWork learnlistId={learnlistId} itemId={task.itemId} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('handins.teacher.notAsking')}
                </Text>
              )}
            </Stack>
          );
        })}
        {setTask.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('handins.teacher.saveFailed', {
              message: isApiError(setTask.error) ? setTask.error.message : String(setTask.error),
            })}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
