import { Box, Container, Group, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoadingWrapper } from '../../components/loading-wrapper/loading-wrapper.component';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.component';

/** Screens without a session: sign-in and the unknown-path screen. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink />
      <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group h={36}>
          <Text fw={800} size="xl" c="blue.8">
            {t('app.name')}
          </Text>
        </Group>
      </Box>
      <Container component="main" id={MAIN_CONTENT_ID} size="xs" py="xl" px="md" tabIndex={-1}>
        <Suspense fallback={<LoadingWrapper />}>
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
}
