import type { Profile } from '@esc/contracts';
import { EmptyState, Stack } from '@mantine/core';
import { IconMoodKid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resolveActiveChild } from '../../../lib/active-child';
import { useActiveChild } from '../../../lib/active-child.context';
import { ChildSummary } from '../components/child-summary.component';
import { ChildSwitcher } from '../components/child-switcher.component';
import { DashboardPage } from '../components/dashboard-page.component';
import type { SubjectsSlot } from '../components/subjects-slot';

function ParentChildren({ profile, renderSubjects }: { profile: Profile; renderSubjects?: SubjectsSlot }) {
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
      <ChildSummary childUuid={activeChildUuid} renderSubjects={renderSubjects} />
    </Stack>
  );
}

export function ParentDashboardRoute({ renderSubjects }: { renderSubjects?: SubjectsSlot }) {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.parentTitle')}>
      {(profile) => <ParentChildren profile={profile} renderSubjects={renderSubjects} />}
    </DashboardPage>
  );
}
