import type { ClassroomRecap } from '@esc/contracts';
import { addCalendarDays, isStaff, localDate } from '@esc/domain';
import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { useSession } from '../../../lib/session';
import { useClassroomRecaps, usePublishRecap } from '../api/class-recap.api';
import { useHomeworkLearner } from '../hooks/use-homework-learner.hook';
import { myLearnListPath } from '../utils/learnlist-paths';
import classes from '../components/learnlists.module.css';
import '../class-recap.strings';
import { appLanguage, formatShortWeekday } from '../../../lib/date-format';

/** Monday of the week holding `isoDate`. */
function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addCalendarDays(isoDate, -((weekday + 6) % 7));
}

const dayText = (isoDate: string) => formatShortWeekday(isoDate, appLanguage());

/**
 * /class-recaps: a week of class recaps. Staff see their classes' recaps as they were
 * built, publish them for the class or take them back, and review their items; learners (a parent: the
 * active child) see their classes' published recaps and open them.
 */
export function ClassRecapsRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const staff = !!session && isStaff(session.user_type_id);
  const who = useHomeworkLearner();
  // The week of today in the school's zone (the profile's country; a parent's: the child's).
  const country = who.profile.data?.country_iso ?? null;
  const [now] = useState(() => Date.now());
  const thisWeek = mondayOf(localDate(now, country));
  const [chosenWeek, setWeek] = useState<string | null>(null);
  const week = chosenWeek ?? thisWeek;
  const childUuid = who.learner?.forChild ? who.learner.uuid : undefined;
  const recaps = useClassroomRecaps(
    { start_date: week, end_date: addCalendarDays(week, 6), ...(childUuid ? { uuid: childUuid } : {}) },
    staff || !!who.learner,
  );
  const title = t('classRecap.screenTitle');
  const list = recaps.data?.class_room_recap_list ?? [];
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle page={title} />
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t(staff ? 'classRecap.screenIntro' : 'classRecap.learnerIntro')}</Text>
      </Stack>
      <Group justify="space-between" wrap="wrap">
        <Text fw={600} aria-live="polite">
          {t('classRecap.range', { from: dayText(week), to: dayText(addCalendarDays(week, 6)) })}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setWeek(addCalendarDays(week, -7))}>
            {t('classRecap.previous')}
          </Button>
          <Button variant="default" size="xs" onClick={() => setWeek(thisWeek)} disabled={week === thisWeek}>
            {t('classRecap.thisWeek')}
          </Button>
          <Button variant="default" size="xs" onClick={() => setWeek(addCalendarDays(week, 7))}>
            {t('classRecap.next')}
          </Button>
        </Group>
      </Group>
      {recaps.isError ? (
        <QueryError title={t('classRecap.listError')} error={recaps.error} onRetry={() => void recaps.refetch()} />
      ) : !recaps.data ? (
        <Skeleton h={160} role="status" aria-label={t('common.loading')} />
      ) : list.length === 0 ? (
        <Text>{t('classRecap.empty')}</Text>
      ) : (
        <ul className={classes.plainList} aria-label={title}>
          {list.map((recap) => (
            <RecapCard key={recap.lecture_id} recap={recap} staff={staff} />
          ))}
        </ul>
      )}
    </Stack>
  );
}

function RecapCard({ recap, staff }: { recap: ClassroomRecap; staff: boolean }) {
  const { t } = useTranslation();
  const publish = usePublishRecap();
  return (
    <Card component="li" withBorder padding="md" mb="sm" aria-label={recap.title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text fw={600}>{recap.title}</Text>
            <Text size="sm" c="dimmed">
              {[
                t('classRecap.classOn', { date: dayText(recap.schedule_date), time: recap.start_time }),
                recap.subject_name,
                recap.presenter_name,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <Badge color={recap.is_published ? 'teal.9' : 'gray.7'} variant="filled">
            {t(recap.is_published ? 'classRecap.published' : 'classRecap.draft')}
          </Badge>
        </Group>
        <Text size="sm">{t('classRecap.count', { count: recap.item_count })}</Text>
        <ol className={classes.plainList} aria-label={t('classRecap.itemsOf', { name: recap.learnlist_name })}>
          {recap.learnlist_data.map((item) => (
            <li key={`${item.learnlist_item_type}:${item.learnlist_item_id}`}>
              <Text size="sm">{item.content_title ?? item.learnlist_item_id}</Text>
            </li>
          ))}
        </ol>
        {publish.isError ? (
          <Alert color="red" role="alert">
            {t('classRecap.publishError')}
          </Alert>
        ) : null}
        <Group gap="sm" wrap="wrap">
          {staff ? (
            <>
              <Button
                size="sm"
                variant={recap.is_published ? 'default' : 'filled'}
                loading={publish.isPending}
                onClick={() =>
                  publish.mutate({ lecture_id: recap.lecture_id, is_published: recap.is_published ? 0 : 1 })
                }
              >
                {t(recap.is_published ? 'classRecap.unpublish' : 'classRecap.publish')}
              </Button>
              <Anchor component={Link} to={myLearnListPath(recap.learnlist_id)}>
                {t('classRecap.review')}
              </Anchor>
            </>
          ) : recap.assign_id ? (
            <Anchor
              component={Link}
              to={`/learnlist-detail/${recap.learnlist_id}?assignId=${recap.assign_id}`}
              aria-label={t('classRecap.openRecap', { title: recap.title })}
            >
              {t('classRecap.openRecapShort')}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
