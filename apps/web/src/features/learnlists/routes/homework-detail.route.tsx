import type { HomeworkEntry, LearnListDetail } from '@esc/contracts';
import { LearnListItemType } from '@esc/domain';
import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams, useSearchParams } from 'react-router';
import { KeepOfflineButton } from '../../../components/keep-offline';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { useLearnerHomework } from '../api/learner-homework.api';
import { useHomeworkDetail } from '../api/learnlist-detail.api';
import { HomeworkProgress, useHomeworkWhen } from '../components/homework-card.component';
import { HomeworkItemRow } from '../components/homework-item-row.component';
import { HomeworkStatusBadge } from '../components/status-badges.component';
import { useHomeworkLearner, type HomeworkLearner } from '../hooks/use-homework-learner.hook';
import { idParam, LearnListPath } from '../utils/learnlist-paths';
import classes from '../components/learnlists.module.css';
import type { HomeworkWorkSlot } from '../components/work-slots';
import '../learnlists.strings';

/** The learner's schedule, where a class's recap is found (the live classes feature's /my-schedule). */
const CLASS_SCHEDULE = '/my-schedule';

/**
 * The child a parent's link names: by uuid (the long path's userId), or by `?section=` (a class recap's
 * notification to the parents of a section): the active child when placed there, else their child who is.
 */
function namedChild(who: ReturnType<typeof useHomeworkLearner>, userId: string | undefined, section: number | null) {
  if (userId || section === null || !who.parent) return userId;
  const placed = who.linkedChildren.filter((c) => c.sections.some((s) => s.section_id === section));
  return placed.find((c) => c.uuid === who.learner?.uuid)?.uuid ?? placed[0]?.uuid;
}

/**
 * /learn-list-homework-details/{assignId}/{learnlistId}/{mode}/{schoolId}/{sectionAssignId|NA}/
 * {title}/{userId}/{classId}/{boardId} (spec 002 §2.3) and /learnlist-detail/{learnlistId}?assignId=
 * (&section=): the homework's items in order with this learner's completion. The URL's mode is only a
 * hint: the server decides it again on every open. A parent sees the child the URL names, made the
 * active child.
 */
export function HomeworkDetailRoute({ renderWork }: { renderWork?: HomeworkWorkSlot }) {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const who = useHomeworkLearner();
  const learnlistId = idParam(params.learnlistId);
  const assignId = idParam(params.assignId ?? search.get('assignId'));
  const named = namedChild(who, params.userId, idParam(search.get('section')));
  const { setActiveChild } = who;
  const namesOtherChild =
    who.parent && !!named && who.linkedChildren.some((c) => c.uuid === named) && who.learner?.uuid !== named;
  useEffect(() => {
    if (namesOtherChild && named) setActiveChild(named);
  }, [namesOtherChild, named, setActiveChild]);

  if (learnlistId === null || assignId === null) {
    return <HomeworkNotice text={t('homework.badLink')} />;
  }
  if (!who.learner) {
    return who.pending ? (
      <Skeleton h={200} role="status" aria-label={t('common.loading')} />
    ) : (
      <HomeworkNotice text={t('homework.forLearners')} />
    );
  }
  if (namesOtherChild) return <Skeleton h={200} role="status" aria-label={t('common.loading')} />;
  return <HomeworkDetail learner={who.learner} learnlistId={learnlistId} assignId={assignId} renderWork={renderWork} />;
}

function HomeworkNotice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={960}>
      <PageTitle page={t('homework.title')} />
      <Title order={1}>{t('homework.title')}</Title>
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {text}
      </Alert>
    </Stack>
  );
}

function HomeworkDetail({
  learner,
  learnlistId,
  assignId,
  renderWork,
}: {
  learner: HomeworkLearner;
  learnlistId: number;
  assignId: number;
  renderWork?: HomeworkWorkSlot;
}) {
  const { t } = useTranslation();
  const detail = useHomeworkDetail({ learnlistId, assignId, learner });
  const homework = useLearnerHomework(learner);
  const entry = homework.data?.homework.find((e) => e.assign_id === assignId);
  if (detail.isError) {
    return (
      <Stack gap="md" maw={960}>
        <PageTitle page={t('homework.detailLoadError')} />
        <Title order={1}>{t('homework.title')}</Title>
        <QueryError title={t('homework.detailLoadError')} error={detail.error} onRetry={() => void detail.refetch()} />
        <Anchor component={Link} to={LearnListPath.homework}>
          {t('homework.allHomework')}
        </Anchor>
      </Stack>
    );
  }
  if (!detail.data) return <Skeleton h={240} maw={960} role="status" aria-label={t('common.loading')} />;
  return (
    <HomeworkItems list={detail.data} entry={entry} learner={learner} assignId={assignId} renderWork={renderWork} />
  );
}

interface HomeworkItemsProps {
  list: LearnListDetail;
  entry: HomeworkEntry | undefined;
  learner: HomeworkLearner;
  assignId: number;
  renderWork?: HomeworkWorkSlot;
}

function HomeworkItems({ list, entry, learner, assignId, renderWork }: HomeworkItemsProps) {
  const { t } = useTranslation();
  const when = useHomeworkWhen();
  const items = list.learnlist_data;
  const done = items.filter((i) => i.completed_on !== null).length;
  // The homework's content (videos, PDFs, activities, lessons) may be kept for offline use.
  const contentIds = items
    .filter((i) => i.learnlist_item_type === LearnListItemType.Content && /^\d+$/.test(String(i.learnlist_item_id)))
    .map((i) => Number(i.learnlist_item_id));
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle page={list.learnlist_name} />
      {list.is_class_recap === 1 ? (
        // A class recap is found under its class, not in the homework list.
        <Anchor component={Link} to={CLASS_SCHEDULE} size="sm">
          {t('homework.classRecapBack')}
        </Anchor>
      ) : (
        <Anchor component={Link} to={LearnListPath.homework} size="sm">
          {learner.forChild ? t('homework.allChildHomework', { name: learner.name }) : t('homework.allHomework')}
        </Anchor>
      )}
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {list.learnlist_name}
          </Title>
          {entry && <HomeworkStatusBadge status={entry.status} />}
        </Group>
        {list.is_class_recap === 1 && <Text>{t('homework.classRecap')}</Text>}
        <Text c="dimmed">
          {[
            list.subject_name,
            entry &&
              (entry.is_parent_assigned ? t('homework.byParent') : t('homework.by', { name: entry.assigned_by_name })),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {entry && <Text>{when(entry)}</Text>}
        <HomeworkProgress done={done} total={items.length} />
        {contentIds.length > 0 && entry?.status !== 'upcoming' && (
          <Group>
            <KeepOfflineButton
              target={{ content_ids: contentIds.slice(0, 200) }}
              source={{ type: 'learn-list', name: list.learnlist_name }}
            />
          </Group>
        )}
      </Stack>
      {entry?.status === 'upcoming' && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('homework.notYetOpen')}
        </Alert>
      )}
      <Card withBorder padding="md" component="section" aria-labelledby="homework-items-heading">
        <Title order={2} size="h3" id="homework-items-heading" mb="xs">
          {t('homework.itemsTitle')}
        </Title>
        {items.length === 0 && <Text c="dimmed">{t('homework.noItems')}</Text>}
        <ol className={classes.plainList} aria-labelledby="homework-items-heading">
          {items.map((item, i) => (
            <HomeworkItemRow
              key={`${item.learnlist_item_type}:${item.learnlist_item_id}`}
              item={item}
              position={i + 1}
              assignId={assignId}
              learnlistId={list.learnlist_id}
              classId={list.class_id}
              learner={learner}
              notYetOpen={entry?.status === 'upcoming'}
            />
          ))}
        </ol>
      </Card>
      {renderWork &&
        entry?.status !== 'upcoming' &&
        items.some((i) => i.learnlist_item_type === LearnListItemType.Task) &&
        renderWork({
          assignId,
          learnlistId: list.learnlist_id,
          learnerUuid: learner.uuid,
          forChild: learner.forChild,
          tasks: items
            .filter((i) => i.learnlist_item_type === LearnListItemType.Task)
            .map((i) => ({ itemId: String(i.learnlist_item_id), text: i.task_text ?? '' })),
        })}
    </Stack>
  );
}
