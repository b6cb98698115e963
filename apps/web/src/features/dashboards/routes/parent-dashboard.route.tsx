import type { Profile } from '@esc/contracts';
import { EmptyState, Stack } from '@mantine/core';
import { IconMoodKid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resolveActiveChild } from '../../../lib/active-child';
import { useActiveChild } from '../../../lib/active-child.context';
import { ChildSummary } from '../components/child-summary.component';
import { ChildSwitcher } from '../components/child-switcher.component';
import { DashboardPage } from '../components/dashboard-page.component';
import type { HomeworkSlot } from '../components/homework-slot';
import type { SubjectsSlot } from '../components/subjects-slot';

interface ParentSlots {
  renderSubjects?: SubjectsSlot;
  /** The active child's homework (issue 8). */
  renderChildHomework?: HomeworkSlot;
}

function ParentChildren({ profile, renderSubjects, renderChildHomework }: ParentSlots & { profile: Profile }) {
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
      <ChildSummary
        childUuid={activeChildUuid}
        renderSubjects={renderSubjects}
        renderChildHomework={renderChildHomework}
      />
    </Stack>
  );
}

export function ParentDashboardRoute({ renderSubjects, renderChildHomework }: ParentSlots) {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.parentTitle')}>
      {(profile) => (
        <ParentChildren profile={profile} renderSubjects={renderSubjects} renderChildHomework={renderChildHomework} />
      )}
    </DashboardPage>
  );
}
