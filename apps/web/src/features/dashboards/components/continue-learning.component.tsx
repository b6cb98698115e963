import { Card, EmptyState, Title } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Room for the learner's recent content; filled once progress is served. */
export function ContinueLearning() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-label={t('dashboard.continueLearning')}>
      <Title order={2} size="h3" mb="sm">
        {t('dashboard.continueLearning')}
      </Title>
      <EmptyState
        icon={<IconBook2 aria-hidden />}
        withIndicatorBackground
        title={t('dashboard.continueEmptyTitle')}
        description={t('dashboard.continueEmptyText')}
        size="sm"
      />
    </Card>
  );
}
