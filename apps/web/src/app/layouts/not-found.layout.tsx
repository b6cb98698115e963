import { isGuestSession, useSession } from '../../lib/session';
import { AppShellLayout } from './app-shell.layout';
import { PublicLayout } from './public.layout';

/**
 * Where "Page not found" shows: inside the app for a signed-in person, so the navigation, the bell
 * and sign-out stay; guests and people without a session keep the public frame.
 */
export function NotFoundLayout() {
  const session = useSession();
  return session && !isGuestSession(session) ? <AppShellLayout /> : <PublicLayout />;
}
