import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { subscribeToasts, toastRequested } from '../lib/toast';
import { QuietBoundary } from './quiet-boundary/quiet-boundary.component';

// React's own lazy: the container has no words of ours to wait for.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** After the page has settled, the container is fetched anyway, so a later toast shows at once. */
const IDLE_LOAD_MS = 3000;

/**
 * The toasts' container, loaded when the first toast is asked for (or once the page has settled)
 * instead of with the first screen's code: it is a tenth of a dashboard's JavaScript and shows
 * nothing until then. A toast asked for earlier waits in the notifications store and shows when
 * the container arrives.
 */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToasts, toastRequested, () => false);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), IDLE_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!requested && !settled) return null;
  // Its code failing to load (offline in the first seconds) must not take the app with it: with no
  // boundary above the providers, React would leave a blank page.
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <Notifications position="bottom-center" />
      </Suspense>
    </QuietBoundary>
  );
}
