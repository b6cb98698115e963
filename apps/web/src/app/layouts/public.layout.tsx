import { Box, Button, Container, Group, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, Outlet, useLocation } from 'react-router';
import { isGuestSession, useSession } from '../../lib/session';
import { SIGN_IN_PATH } from '../../lib/sign-in-redirect';
import { LanguagePicker } from '../../components/language-picker/language-picker.component';
import { LoadingWrapper } from '../../components/loading-wrapper/loading-wrapper.component';
import { RouteErrorBoundary } from '../routes/route-error-boundary';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.component';

/** Screens without the shell: sign-in, sign-up and the unknown-path screen. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A signed-in person who reaches a public screen (an unknown path) is not asked to sign in again.
  const session = useSession();
  const signedIn = session !== null && !isGuestSession(session);
  return (
    <>
      <SkipLink />
      <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group h={36} justify="space-between">
          <Text fw={800} size="xl" c="blue.8">
            {t('app.name')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {/* Before an account exists: the language of these screens, kept on this device. */}
            <LanguagePicker hiddenLabel size="xs" />
            {/* The registered-value messages point here: "click the login button at the top right" (spec 002 §5.1). */}
            {pathname !== SIGN_IN_PATH && !signedIn && (
              <Button component={Link} to={SIGN_IN_PATH} variant="light" size="sm">
                {t('nav.signIn')}
              </Button>
            )}
          </Group>
        </Group>
      </Box>
      <Container component="main" id={MAIN_CONTENT_ID} size="xs" py="xl" px="md" tabIndex={-1}>
        <RouteErrorBoundary>
          <Suspense fallback={<LoadingWrapper />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Container>
    </>
  );
}
