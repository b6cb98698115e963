import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { SIGN_IN_PATH, type SignInRedirectState } from '../../lib/sign-in-redirect';

/** Screens need a session; without one, sign in first and come back here after. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const state: SignInRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={SIGN_IN_PATH} replace state={state} />;
  }
  return <Outlet />;
}
