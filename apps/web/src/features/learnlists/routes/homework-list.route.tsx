import type { HomeworkEntry } from '@esc/contracts';
import { isStaff } from '@esc/domain';
import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { useSession } from '../../../lib/session';
import { useLearnerHomework } from '../api/learner-homework.api';
import { ChildPicker } from '../components/child-picker.component';
import { HomeworkCard, type CardStates } from '../components/homework-card.component';
import type { HomeworkStatesSlot } from '../components/work-slots';
import { useFindAssignment } from '../hooks/use-find-assignment.hook';
import { useHomeworkLearner, type HomeworkLearner } from '../hooks/use-homework-learner.hook';
import { groupHomework } from '../utils/homework-groups';
import { homeworkDetailsPath, idParam, LearnListPath } from '../utils/learnlist-paths';
import '../learnlists.strings';

/**
 * /learnlist (spec 002 §2.2): a learner's homework, or for a parent the active child's:
 * due and overdue first, then upcoming, then done. ?assignId= opens that homework.
 */
export function HomeworkListRoute({ renderStates }: { renderStates?: HomeworkStatesSlot }) {
  const { t } = useTranslation();
  const session = useSession();
  const who = useHomeworkLearner();
  const title = who.parent && who.learner ? t('homework.childTitle', { name: who.learner.name }) : t('homework.title');
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle page={title} />
      <Title order={1}>{title}</Title>
      {session && isStaff(session.user_type_id) ? (
        <Alert color="gray" variant="outline" icon={<IconInfoCircle aria-hidden />}>
          {t('homework.forLearners')}{' '}
          <Anchor component={Link} to={LearnListPath.myLists}>
            {t('homework.yourLists')}
          </Anchor>
        </Alert>
      ) : who.pending ? (
        <Skeleton h={160} role="status" aria-label={t('common.loading')} />
      ) : who.learner ? (
        <>
          {who.parent && (
            <ChildPicker linkedChildren={who.linkedChildren} value={who.learner.uuid} onChange={who.setActiveChild} />
          )}
          <LearnerHomework learner={who.learner} renderStates={renderStates} />
        </>
      ) : (
        <Text c="dimmed">{t('homework.noChild')}</Text>
      )}
    </Stack>
  );
}

function LearnerHomework({ learner, renderStates }: { learner: HomeworkLearner; renderStates?: HomeworkStatesSlot }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const who = useHomeworkLearner();
  const homework = useLearnerHomework(learner);
  const assignId = idParam(search.get('assignId'));
  const { found, missing } = useFindAssignment({
    assignId,
    entries: homework.data?.homework,
    otherChildren: who.parent ? who.linkedChildren.filter((c) => c.uuid !== learner.uuid) : [],
    onOtherChild: who.setActiveChild,
  });
  if (found) return <Navigate to={homeworkDetailsPath(found, learner.uuid)} replace />;
  if (homework.isError) {
    return (
      <QueryError title={t('homework.loadError')} error={homework.error} onRetry={() => void homework.refetch()} />
    );
  }
  if (!homework.data) return <Skeleton h={160} role="status" aria-label={t('common.loading')} />;
  return (
    <Stack gap="lg">
      {missing && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} role="alert">
          {t('homework.notFound')}
        </Alert>
      )}
      {homework.data.homework.length === 0 ? (
        <Text c="dimmed" data-testid="homework-empty">
          {learner.forChild ? t('homework.emptyChild', { name: learner.name }) : t('homework.empty')}
        </Text>
      ) : (
        <HomeworkGroups
          entries={homework.data.homework}
          learnerUuid={learner.uuid}
          states={
            renderStates && {
              render: renderStates,
              assignIds: homework.data.homework.map((e) => e.assign_id),
              forChild: learner.forChild,
            }
          }
        />
      )}
    </Stack>
  );
}

function HomeworkGroups({
  entries,
  learnerUuid,
  states,
}: {
  entries: readonly HomeworkEntry[];
  learnerUuid: string;
  states: CardStates | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      {groupHomework(entries).map((group) => (
        <section key={group.key} aria-labelledby={`homework-${group.key}`}>
          <Title order={2} size="h3" id={`homework-${group.key}`} mb="xs">
            {t(`homework.group.${group.key}`, { count: group.entries.length })}
          </Title>
          {group.entries.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t(`homework.groupEmpty.${group.key}`)}
            </Text>
          ) : (
            <Stack gap="sm">
              {group.entries.map((entry) => (
                <HomeworkCard key={entry.assign_id} entry={entry} learnerUuid={learnerUuid} states={states} />
              ))}
            </Stack>
          )}
        </section>
      ))}
    </>
  );
}
