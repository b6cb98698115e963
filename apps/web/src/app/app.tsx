import { useEffect } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { preloadScreens, routes } from './routes';

const queryClient = createQueryClient();

/** Once the first screen is up and the browser is idle, the other screens' table is fetched. */
function usePreloadScreens() {
  useEffect(() => {
    const load = () => void preloadScreens().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(load, 1000);
    return () => clearTimeout(timer);
  }, []);
}

function AppRoutes() {
  usePreloadScreens();
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

/**
 * The app in the browser. A plain (declarative) router: the screens read their data through
 * TanStack Query, not route loaders, and the data router's machinery would be a tenth of the first
 * screen's JavaScript, too much on a slow link. Errors are caught by RouteErrorBoundary in the layouts.
 */
export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
