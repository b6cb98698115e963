import { BrowserRouter, useRoutes } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { routes } from './routes';

const queryClient = createQueryClient();

function AppRoutes() {
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
