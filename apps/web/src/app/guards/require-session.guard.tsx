import { Navigate, Outlet, useLocation } from 'react-router';
import { SignInToContinue } from '../../components/sign-in-to-continue.component';
import { isGuestSession, useSession } from '../../lib/session';
import { SIGN_IN_PATH, type SignInRedirectState } from '../../lib/sign-in-redirect';

interface RequireSessionProps {
  /**
   * What a guest session gets (spec 000 §1, §6): 'allow' the screen (browse routes: guest-allowed
   * reads only), a 'card' asking to sign in and come back (screens a guest reaches from browsing:
   * the player, bookmarks), or 'sign-in' (everything else: sent to sign-in, then back).
   */
  guests?: 'allow' | 'card' | 'sign-in';
}

/** Screens need a session; without one, sign in first and come back here after. */
export function RequireSession({ guests = 'allow' }: RequireSessionProps) {
  const session = useSession();
  const location = useLocation();
  const state: SignInRedirectState = { from: `${location.pathname}${location.search}` };
  if (!session) return <Navigate to={SIGN_IN_PATH} replace state={state} />;
  if (isGuestSession(session) && guests !== 'allow') {
    if (guests === 'card') return <SignInToContinue headingOrder={1} />;
    return <Navigate to={SIGN_IN_PATH} replace state={state} />;
  }
  return <Outlet />;
}
