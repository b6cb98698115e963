import type { TaskHandinState } from '@esc/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { STATUS_SHADE } from '../../../components/status-colours';
import { useHandinStates } from '../api/handins.api';
import '../handins.strings';

export interface HomeworkWorkStatesProps {
  assignId: number;
  assignIds: number[];
  learnerUuid: string;
  forChild: boolean;
}

// The app's status shades: white text on them stays above WCAG AA.
const SHADE: Record<TaskHandinState['standing'], string> = {
  not_handed_in: STATUS_SHADE.warning,
  handed_in: STATUS_SHADE.info,
  late: STATUS_SHADE.warning,
  returned: STATUS_SHADE.success,
  asked_again: STATUS_SHADE.danger,
};

/**
 * On a homework card of the learner's list or dashboard (a parent: the child's): each task that asks for
 * work, in words ("To hand in", "Returned: 8.5/10"). Homework asking for no work shows nothing.
 */
export function HomeworkWorkStates({ assignId, assignIds, learnerUuid, forChild }: HomeworkWorkStatesProps) {
  const { t } = useTranslation();
  const states = useHandinStates(learnerUuid, forChild, assignIds);
  if (states.isError) {
    return (
      <Text size="sm" c="dimmed">
        {t('handins.listState.loadError')}
      </Text>
    );
  }
  const tasks = states.data?.homework.find((h) => h.assign_id === assignId)?.tasks ?? [];
  if (tasks.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={t('handins.listState.label')}>
      {tasks.map((task) => (
        <Badge
          key={task.learnlist_item_id}
          color={SHADE[task.standing]}
          variant="filled"
          tt="none"
          data-testid="handin-list-state"
        >
          {task.standing === 'returned' && task.marks !== null
            ? t('handins.listState.returnedMarks', { marks: task.marks, max: task.max_marks })
            : t(`handins.listState.${task.standing}`)}
        </Badge>
      ))}
    </Group>
  );
}
