import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, Navigate, useLocation } from 'react-router';
import { LoadingWrapper } from '../../../components/loading-wrapper/loading-wrapper.component';
import { PageTitle } from '../../../components/page-title.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { isGuestSession, useSession } from '../../../lib/session';
import { fromPathOf, isParentLinkPath, SIGN_IN_PATH } from '../../../lib/sign-in-redirect';
import { SignUpForm } from '../components/sign-up-form.component';
import { postSignInPath } from '../utils/post-sign-in-path';
import '../identity.strings';

/**
 * Signed up (or already signed in): back to the screen that sent them to sign in (a parent's consent
 * link), else the landing screen of the role (spec 002 §2.1).
 */
function LandingRedirect({ from }: { from: string | null }) {
  const profile = useCurrentProfile();
  if (!profile.data) return <LoadingWrapper />;
  return <Navigate to={postSignInPath(profile.data, from)} replace />;
}

/** /sign-up: a student, parent or institute account; a guest may sign up too. */
export function SignUpRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const from = fromPathOf(location.state);
  if (session && !isGuestSession(session)) return <LandingRedirect from={from} />;
  return (
    <>
      <PageTitle page={t('signUp.title')} />
      <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('signUp.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('signUp.intro')}
            </Text>
          </Stack>
          <SignUpForm initialRole={from && isParentLinkPath(from) ? 'parent' : 'student'} />
          <Text size="sm" ta="center">
            {t('signUp.haveAccount')}{' '}
            <Anchor component={Link} to={SIGN_IN_PATH} state={location.state} fw={700}>
              {t('signUp.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
