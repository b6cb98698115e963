import type { Profile } from '@esc/contracts';
import { EmptyState, Stack } from '@mantine/core';
import { IconMoodKid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resolveActiveChild } from '../../../lib/active-child';
import { useActiveChild } from '../../../lib/active-child.context';
import { ChildSummary } from '../components/child-summary.component';
import { ChildSwitcher } from '../components/child-switcher.component';
import { DashboardPage } from '../components/dashboard-page.component';

function ParentChildren({ profile }: { profile: Profile }) {
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
      <ChildSummary childUuid={activeChildUuid} />
    </Stack>
  );
}

export function ParentDashboardRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.parentTitle')}>
      {(profile) => <ParentChildren profile={profile} />}
    </DashboardPage>
  );
}
