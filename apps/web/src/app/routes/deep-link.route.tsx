import { resolveDeepLink, type DeepLinkViewer } from '@esc/domain';
import { Button, EmptyState } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { LoadingWrapper } from '../../components/loading-wrapper/loading-wrapper.component';
import { PageTitle } from '../../components/page-title.component';
import { useCurrentProfile } from '../../lib/current-profile.api';
import { isGuestSession, useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import './deep-link.strings';

/** Who opens the link: nobody, a guest, or a signed-in person with their role (an admin's dashboard). */
function useViewer(): { viewer: DeepLinkViewer | null; pending: boolean } {
  const session = useSession();
  const profile = useCurrentProfile();
  if (!session) return { viewer: null, pending: false };
  if (isGuestSession(session)) return { viewer: { userTypeId: 0 }, pending: false };
  if (!profile.data && !profile.isError) return { viewer: null, pending: true };
  return { viewer: { userTypeId: session.user_type_id, role: profile.data?.role ?? null }, pending: false };
}

/**
 * /sulink/{path} (spec 002 §2.4; the adjust fallback "/?/sulink/{path}" comes here from "/"): opens
 * what the link names with a toast at the bottom centre, or says why this person cannot open it and
 * offers the right way (packages/domain resolveDeepLink decides).
 */
export function DeepLinkRoute() {
  const { t } = useTranslation();
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  const { viewer, pending } = useViewer();
  const target = pending ? null : resolveDeepLink(`${rest}${search}`, viewer);
  const message = !target
    ? null
    : target.kind === 'open'
      ? t('deepLink.opened')
      : t(`deepLink.reason.${target.reason}`);
  useEffect(() => {
    if (message && target) showToast({ message, tone: target.kind === 'open' ? 'info' : 'warning', closable: true });
    // One toast per link opened: the message changes only when the link or the person does.
  }, [message]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!target) return <LoadingWrapper />;
  if (target.kind === 'open') return <Navigate to={target.path} replace state={target.state ?? null} />;
  const wayLabel =
    target.reason === 'sign-in'
      ? t('deepLink.way.sign-in')
      : target.way === '/'
        ? t('deepLink.way.home')
        : t('deepLink.way.dashboard');
  return (
    <>
      <PageTitle page={t('deepLink.title')} />
      <EmptyState mt="xl" icon={<IconLinkOff aria-hidden />} withIndicatorBackground>
        <EmptyState.Title order={1}>{t('deepLink.title')}</EmptyState.Title>
        <EmptyState.Description>{t(`deepLink.reason.${target.reason}`)}</EmptyState.Description>
        <EmptyState.Actions>
          <Button
            component={Link}
            to={target.way}
            state={target.reason === 'sign-in' ? { from: `/sulink/${rest}${search}` } : undefined}
          >
            {wayLabel}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </>
  );
}
