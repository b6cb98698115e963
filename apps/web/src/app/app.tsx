import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
