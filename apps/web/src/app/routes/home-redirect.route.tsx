import { landingPath } from '@esc/domain';
import { useTranslation } from '../../lib/use-translation';
import { Navigate, useLocation } from 'react-router';
import { LoadingWrapper } from '../../components/loading-wrapper/loading-wrapper.component';
import { QueryError } from '../../components/query-error.component';
import { useCurrentProfile } from '../../lib/current-profile.api';
import { isGuestSession, useSession } from '../../lib/session';
import { GUEST_HOME } from '../layouts/role-navigation';

/** "/" opens the signed-in person's landing screen; "/?/sulink/{path}" (a deep link's fallback, 002 §2.4) opens the link. */
export function HomeRedirectRoute() {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  const session = useSession();
  // The link itself is read by /sulink/* (its code loads with it, not with every first screen).
  const { search } = useLocation();
  if (search.startsWith('?/sulink/')) return <Navigate to={search.slice(1)} replace />;
  if (isGuestSession(session)) return <Navigate to={GUEST_HOME} replace />;
  if (profile.isError) {
    return <QueryError title={t('dashboard.loadError')} error={profile.error} onRetry={() => void profile.refetch()} />;
  }
  if (!profile.data) return <LoadingWrapper />;
  const { user_type_id: userTypeId, role, school } = profile.data;
  return (
    <Navigate to={landingPath({ userTypeId, role, schoolId: school?.school_id ?? null, currentPath: '/' })} replace />
  );
}
