import type { HomeworkEntry } from '@esc/contracts';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { useFormatters } from '../hooks/use-formatters.hook';
import { homeworkDetailsPath } from '../utils/learnlist-paths';
import classes from './learnlists.module.css';
import { HomeworkStatusBadge } from './status-badges.component';
import type { HomeworkStatesSlot } from './work-slots';

/** When a homework opens or closes, in words that fit its status. */
export function useHomeworkWhen() {
  const { t } = useTranslation();
  const f = useFormatters();
  return (entry: HomeworkEntry) => {
    switch (entry.status) {
      case 'upcoming':
        return t('homework.when.opens', { when: f.when(entry.starts_at) });
      case 'overdue':
        return t('homework.when.overdue', { when: f.when(entry.due_at) });
      case 'due':
        return t('homework.when.due', { when: f.when(entry.due_at) });
      default:
        return t('homework.when.wasDue', { when: f.when(entry.due_at) });
    }
  };
}

/** A bar and words for how many items are done. */
export function HomeworkProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  const percent = total === 0 ? 0 : Math.round((done * 100) / total);
  return (
    <div>
      <Text size="sm">{t('homework.progress', { done, total })}</Text>
      <div className={classes.bar} aria-hidden>
        <div className={classes.barFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** Where a card shows its tasks' hand-in states: the slot, and the homework of the cards beside it. */
export interface CardStates {
  render: HomeworkStatesSlot;
  assignIds: number[];
  forChild: boolean;
}

/** One homework: its title (opens it), subject, status, when it is due, how much is done, and work handed in. */
export function HomeworkCard({
  entry,
  learnerUuid,
  headingLevel = 3,
  states,
}: {
  entry: HomeworkEntry;
  learnerUuid: string;
  headingLevel?: 3 | 4;
  states?: CardStates;
}) {
  const { t } = useTranslation();
  const when = useHomeworkWhen();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const by = entry.is_parent_assigned ? t('homework.byParent') : t('homework.by', { name: entry.assigned_by_name });
  return (
    <Card withBorder padding="md" radius="md" component="article" data-testid="homework-card">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Heading style={{ margin: 0, fontSize: 'var(--mantine-font-size-md)', minWidth: 0 }}>
            <Anchor
              component={Link}
              to={homeworkDetailsPath(entry, learnerUuid)}
              fw={700}
              style={{ overflowWrap: 'anywhere' }}
            >
              {entry.title}
            </Anchor>
          </Heading>
          <HomeworkStatusBadge status={entry.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {[entry.subject_name, by].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm">{when(entry)}</Text>
        <HomeworkProgress done={entry.completed_count} total={entry.item_count} />
        {states?.render({
          assignId: entry.assign_id,
          assignIds: states.assignIds,
          learnerUuid,
          forChild: states.forChild,
        })}
      </Stack>
    </Card>
  );
}
