import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { lazy } from '../../lib/lazy-with-words';
import { forgetSavedCopies, readOfflineState, useOfflineState } from '../../lib/offline-state';
import { QuietBoundary } from '../quiet-boundary/quiet-boundary.component';

const OfflineBanner = lazy(() => import('./offline-banner.component'));

/**
 * Where the signed-in shell says the link dropped (OfflineBanner). The live region is always there
 * (polite), so a screen reader hears the banner come; it stays empty while online. When the link returns, the screen's reads are asked again,
 * and the banner goes once they come fresh.
 */
export default function OfflineRegion() {
  const { offline } = useOfflineState();
  const queryClient = useQueryClient();

  useEffect(() => {
    const onOnline = () => {
      void queryClient.invalidateQueries({ type: 'active' }).then(() => {
        // Every read on screen came fresh: copies noted for screens left behind say nothing any more.
        if (!readOfflineState().offline) forgetSavedCopies();
      });
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [queryClient]);

  return (
    <div aria-live="polite" aria-atomic="true" data-testid="offline-region">
      {offline && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <OfflineBanner />
          </Suspense>
        </QuietBoundary>
      )}
    </div>
  );
}
