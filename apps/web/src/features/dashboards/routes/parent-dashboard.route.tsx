import type { Profile } from '@esc/contracts';
import { EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconMoodKid } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { resolveActiveChild } from '../../../lib/active-child';
import { useActiveChild } from '../../../lib/active-child.context';
import { ChildSummary } from '../components/child-summary.component';
import { ChildSwitcher } from '../components/child-switcher.component';
import { DashboardPage } from '../components/dashboard-page.component';
import type { HomeworkSlot } from '../components/homework-slot';
import type { NoticesSlot } from '../components/notices-slot';
import type { ChildPerformanceSlot } from '../components/performance-slot';
import type { SubjectsSlot } from '../components/subjects-slot';
import { LazyPart } from '../../../components/part-boundary/part-boundary.component';

interface ParentSlots {
  renderSubjects?: SubjectsSlot;
  /** The active child's homework. */
  renderChildHomework?: HomeworkSlot;
  /** The active child's test results. */
  renderChildPerformance?: ChildPerformanceSlot;
  /** The latest three notices: the active child's and the parent's own. */
  renderNotices?: NoticesSlot;
}

function ParentChildren({
  profile,
  renderSubjects,
  renderChildHomework,
  renderChildPerformance,
  renderNotices,
}: ParentSlots & { profile: Profile }) {
  const { t } = useTranslation();
  const { storedChildUuid, setActiveChild } = useActiveChild();
  const activeChildUuid = resolveActiveChild(profile.children, storedChildUuid);
  if (activeChildUuid === null) {
    return (
      <EmptyState
        icon={<IconMoodKid aria-hidden />}
        withIndicatorBackground
        title={t('dashboard.noChildrenTitle')}
        description={t('dashboard.noChildrenText')}
      />
    );
  }
  return (
    <Stack gap="lg">
      <ChildSwitcher linkedChildren={profile.children} activeChildUuid={activeChildUuid} onChange={setActiveChild} />
      {renderNotices && (
        <LazyPart fallback={<Skeleton h={120} aria-hidden />}>{renderNotices({ childUuid: activeChildUuid })}</LazyPart>
      )}
      <ChildSummary
        childUuid={activeChildUuid}
        renderSubjects={renderSubjects}
        renderChildHomework={renderChildHomework}
      />
      {renderChildPerformance && (
        <LazyPart fallback={<Skeleton h={120} aria-hidden />}>
          {renderChildPerformance({
            uuid: activeChildUuid,
            name: profile.children.find((c) => c.uuid === activeChildUuid)?.name ?? '',
          })}
        </LazyPart>
      )}
    </Stack>
  );
}

export function ParentDashboardRoute({
  renderSubjects,
  renderChildHomework,
  renderChildPerformance,
  renderNotices,
}: ParentSlots) {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.parentTitle')}>
      {(profile) => (
        <ParentChildren
          profile={profile}
          renderSubjects={renderSubjects}
          renderChildHomework={renderChildHomework}
          renderChildPerformance={renderChildPerformance}
          renderNotices={renderNotices}
        />
      )}
    </DashboardPage>
  );
}
