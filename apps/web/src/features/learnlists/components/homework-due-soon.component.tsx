import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { useLearnerHomework } from '../api/learner-homework.api';
import type { HomeworkLearner } from '../hooks/use-homework-learner.hook';
import { homeworkToDo } from '../utils/homework-groups';
import { LearnListPath } from '../utils/learnlist-paths';
import { HomeworkCard } from './homework-card.component';
import type { HomeworkStatesSlot } from './work-slots';
import '../learnlists.strings';

/** Shown at most on a dashboard; the rest is a tap away. */
const DASHBOARD_HOMEWORK = 3;

interface HomeworkSummaryProps {
  learner: HomeworkLearner;
  title: string;
  renderStates?: HomeworkStatesSlot;
}

/**
 * A dashboard's homework: overdue and due first (soonest first), with how many are upcoming and
 * done (done late counted apart), and the way to all of it.
 */
export function HomeworkSummary({ learner, title, renderStates }: HomeworkSummaryProps) {
  const { t } = useTranslation();
  const homework = useLearnerHomework(learner);
  const entries = homework.data?.homework ?? [];
  const toDo = homeworkToDo(entries).slice(0, DASHBOARD_HOMEWORK);
  const states = renderStates && {
    render: renderStates,
    assignIds: toDo.map((e) => e.assign_id),
    forChild: learner.forChild,
  };
  const count = (status: string) => entries.filter((e) => e.status === status).length;
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="homework-summary-heading"
      data-testid="homework-summary"
    >
      <Group justify="space-between" mb="sm" gap="xs" wrap="wrap">
        <Title order={2} size="h3" id="homework-summary-heading">
          {title}
        </Title>
        <Anchor component={Link} to={LearnListPath.homework} size="sm">
          {learner.forChild ? t('homework.allChildHomework', { name: learner.name }) : t('homework.allHomework')}
        </Anchor>
      </Group>
      {homework.isError ? (
        <QueryError title={t('homework.loadError')} error={homework.error} onRetry={() => void homework.refetch()} />
      ) : homework.isPending ? (
        <Skeleton h={96} role="status" aria-label={t('common.loading')} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" data-testid="homework-counts">
            {t('homework.counts', {
              overdue: count('overdue'),
              due: count('due'),
              upcoming: count('upcoming'),
              done: count('done'),
              late: count('done_late'),
            })}
          </Text>
          {toDo.length === 0 ? (
            <Text c="dimmed">
              {learner.forChild ? t('homework.nothingDueChild', { name: learner.name }) : t('homework.nothingDue')}
            </Text>
          ) : (
            toDo.map((entry) => (
              <HomeworkCard key={entry.assign_id} entry={entry} learnerUuid={learner.uuid} states={states} />
            ))
          )}
        </Stack>
      )}
    </Card>
  );
}

/** The student dashboard's homework: due soon and overdue first, then continue learning. */
export function StudentHomework({
  uuid,
  name,
  renderStates,
}: {
  uuid: string;
  name: string;
  renderStates?: HomeworkStatesSlot;
}) {
  const { t } = useTranslation();
  return (
    <HomeworkSummary
      learner={{ uuid, name, forChild: false }}
      title={t('homework.dashboardTitle')}
      renderStates={renderStates}
    />
  );
}

/** The parent dashboard's homework of the active child, and the way to make them some. */
export function ChildHomework({
  uuid,
  name,
  renderStates,
}: {
  uuid: string;
  name: string;
  renderStates?: HomeworkStatesSlot;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <HomeworkSummary
        learner={{ uuid, name, forChild: true }}
        title={t('homework.childDashboardTitle', { name })}
        renderStates={renderStates}
      />
      <Anchor component={Link} to={LearnListPath.myLists} size="sm" data-testid="make-homework-link">
        {t('homework.makeForChild', { name })}
      </Anchor>
    </Stack>
  );
}
