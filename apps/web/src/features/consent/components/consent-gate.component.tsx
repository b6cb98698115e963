import { Suspense, type ReactNode } from 'react';
import { LoadingWrapper } from '../../../components/loading-wrapper/loading-wrapper.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { lazy } from '../../../lib/lazy-with-words';

const ConsentWaiting = lazy(() => import('./consent-waiting.component').then((m) => ({ default: m.ConsentWaiting })));

/**
 * In front of the student dashboard: a child whose parent has not agreed sees the waiting screen
 * (loaded only for them) instead. The profile is the dashboard's own read, so nobody waits for it twice.
 */
export function ConsentGate({ children, browsePath }: { children: ReactNode; browsePath: string }) {
  const profile = useCurrentProfile();
  if (!profile.data?.consent_pending) return children;
  return (
    <Suspense fallback={<LoadingWrapper />}>
      <ConsentWaiting uuid={profile.data.uuid} browsePath={browsePath} />
    </Suspense>
  );
}
