import { EmptyState, Stack, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.component';

/** Honest placeholder until packages are served; the shell's back link returns to the dashboard. */
export function PackagesEmpty({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle page={title} />
      <Title order={1}>{title}</Title>
      <EmptyState
        icon={<IconPackage aria-hidden />}
        withIndicatorBackground
        title={t('packages.emptyTitle')}
        description={t('packages.emptyText')}
      />
    </Stack>
  );
}
