import type { LearnListSummary } from '@esc/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { myLearnListPath } from '../utils/learnlist-paths';
import classes from './learnlists.module.css';
import { StageBadge } from './status-badges.component';

/** Lists as rows: name (opens it), stage, subject, items, how often assigned, and whose it is. */
export function LearnListRows({ lists, me, label }: { lists: readonly LearnListSummary[]; me: string; label: string }) {
  const { t } = useTranslation();
  return (
    <ul className={classes.plainList} aria-label={label}>
      {lists.map((list) => (
        <li key={list.learnlist_id} className={classes.row} data-testid="learnlist-row">
          <Stack gap={2} className={classes.grow}>
            <Group gap="xs" wrap="wrap">
              <Anchor component={Link} to={myLearnListPath(list.learnlist_id)} fw={600}>
                {list.learnlist_name}
              </Anchor>
              <StageBadge stage={list.stage} />
            </Group>
            <Text size="sm" c="dimmed">
              {[
                list.subject_name,
                t('learnlists.list.itemCount', { count: list.item_count }),
                list.assignment_count > 0
                  ? t('learnlists.list.assignedCount', { count: list.assignment_count })
                  : t('learnlists.list.notAssigned'),
                list.uuid === me ? null : t('learnlists.list.by', { name: list.owner_name }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </li>
      ))}
    </ul>
  );
}
