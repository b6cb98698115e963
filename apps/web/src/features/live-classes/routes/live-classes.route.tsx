import { isLearner, isParent } from '@esc/domain';
import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { PageTitle } from '../../../components/page-title.component';
import { useActiveChild } from '../../../lib/active-child.context';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { MySchedule } from '../components/my-schedule.component';
import { RecentRecordings } from '../components/recent-recordings.component';
import { TeacherSchedule } from '../components/teacher-schedule.component';
import '../live-classes.strings';

/**
 * /my-schedule and /live-class: a learner's week of live classes (a parent: the active child's), with
 * Join while a class is on; staff schedule, change, cancel and start their classes here.
 */
export function LiveClassesRoute() {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  const { storedChildUuid } = useActiveChild();
  if (!profile.data) return <Skeleton h={200} role="status" aria-label={t('common.loading')} />;
  const p = profile.data;
  const reader = isLearner(p.user_type_id) || isParent(p.user_type_id);
  const child = isParent(p.user_type_id)
    ? (p.children.find((c) => c.uuid === storedChildUuid) ?? p.children[0] ?? null)
    : null;
  return (
    <Stack gap="lg" maw={960} w="100%">
      <PageTitle page={t('liveClasses.title')} />
      <Title order={1}>{reader ? t('liveClasses.scheduleTitle') : t('liveClasses.title')}</Title>
      {reader ? (
        <>
          <MySchedule childUuid={child?.uuid ?? null} countryIso={child?.country_iso ?? p.country_iso ?? null} />
          <RecentRecordings childUuid={child?.uuid ?? null} bookmarks={!isParent(p.user_type_id)} />
        </>
      ) : (
        <TeacherSchedule sections={p.sections} uuid={p.uuid} />
      )}
    </Stack>
  );
}
