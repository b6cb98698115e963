import { Button, EmptyState, Group } from '@mantine/core';
import { IconArrowLeft, IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title.component';
import { isGuestSession, useSession } from '../../lib/session';
import { SIGN_IN_PATH } from '../../lib/sign-in-redirect';
import { GUEST_HOME } from '../layouts/role-navigation';

/**
 * An unknown path. Signed-in people go back to their dashboard ("/" opens their landing screen)
 * or back where they came from; guests back to browsing; only people without a session are
 * offered sign-in.
 */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // React Router marks the first page of the visit with the key 'default': there is no "back" then.
  const cameFromApp = location.key !== 'default';
  // An adjust link (002 §2.4) whose host is this app: {path}?adjust_t=.. is the deep link {path}.
  if (/[?&]adjust_t=/.test(location.search)) {
    return <Navigate to={`/sulink${location.pathname}${location.search}`} replace />;
  }
  const home = !session
    ? { to: SIGN_IN_PATH, label: t('nav.signIn') }
    : isGuestSession(session)
      ? { to: GUEST_HOME, label: t('nav.backToBrowse') }
      : { to: '/', label: t('notFound.dashboard') };
  return (
    <>
      <PageTitle page={t('notFound.title')} />
      <EmptyState mt="xl" icon={<IconMapQuestion aria-hidden />} withIndicatorBackground>
        <EmptyState.Title order={1}>{t('notFound.title')}</EmptyState.Title>
        <EmptyState.Description>{t('notFound.text')}</EmptyState.Description>
        <EmptyState.Actions>
          <Group justify="center">
            {cameFromApp && (
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
                onClick={() => void navigate(-1)}
              >
                {t('notFound.back')}
              </Button>
            )}
            <Button component={Link} to={home.to}>
              {home.label}
            </Button>
          </Group>
        </EmptyState.Actions>
      </EmptyState>
    </>
  );
}
