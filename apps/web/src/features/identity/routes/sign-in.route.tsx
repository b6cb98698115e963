import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { LoadingWrapper } from '../../../components/loading-wrapper/loading-wrapper.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { isGuestSession, useSession } from '../../../lib/session';
import { setSignInPrefill, signInPrefillValue, usernameOfSignInState } from '../../../lib/device-accounts';
import { fromPathOf } from '../../../lib/sign-in-redirect';
import { GuestEntry } from '../components/guest-entry.component';
import { SignInForm } from '../components/sign-in-form.component';
import { postSignInPath } from '../utils/post-sign-in-path';
import { ACCEPT_INVITATION_PATH, FORGOT_PASSWORD_PATH } from '../utils/account-paths';
import { PageTitle } from '../../../components/page-title.component';
import '../identity.strings';
import '../../../components/account-fields/accounts.strings';

/** Signed in (just now or before): open the landing screen, or the screen that sent them here. */
function SignedInRedirect({ from }: { from: string | null }) {
  const profile = useCurrentProfile();
  if (!profile.data) return <LoadingWrapper />;
  return <Navigate to={postSignInPath(profile.data, from)} replace />;
}

export function SignInRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const from = fromPathOf(location.state);
  // Switching to an account this device remembers fills in its username; its password is still asked.
  const [username] = useState(() => usernameOfSignInState(location.state) || signInPrefillValue());
  // Read once: a later sign-out on this device starts with an empty form.
  useEffect(() => setSignInPrefill(''), []);
  // A guest signs in from here too: their guest session ends when the real one starts.
  if (session && !isGuestSession(session)) return <SignedInRedirect from={from} />;
  return (
    <>
      <PageTitle page={t('signIn.submit')} />
      <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('signIn.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('signIn.intro')}
            </Text>
          </Stack>
          <SignInForm username={username} />
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to={FORGOT_PASSWORD_PATH} size="sm" data-testid="forgot-password-link">
              {t('accounts.forgot.link')}
            </Anchor>
            <Anchor component={Link} to={ACCEPT_INVITATION_PATH} size="sm">
              {t('accounts.invitation.link')}
            </Anchor>
          </Group>
          <Text size="sm" ta="center">
            {t('signUp.noAccount')}{' '}
            <Anchor component={Link} to="/sign-up" state={location.state} fw={700} data-testid="create-account-link">
              {t('signUp.createAccount')}
            </Anchor>
          </Text>
          <GuestEntry />
        </Stack>
      </Paper>
    </>
  );
}
