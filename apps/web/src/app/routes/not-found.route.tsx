import { Button, EmptyState } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.component';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle page={t('notFound.title')} />
      <EmptyState mt="xl" icon={<IconMapQuestion aria-hidden />} withIndicatorBackground>
        <EmptyState.Title order={1}>{t('notFound.title')}</EmptyState.Title>
        <EmptyState.Description>{t('notFound.text')}</EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to="/">
            {t('notFound.home')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </>
  );
}
