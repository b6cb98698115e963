import { lazy } from '../../lib/lazy-with-words';

/** Public face of the identity feature: screens load on demand, the sign-out button is in the shell. */
export const SignInRoute = lazy(() => import('./routes/sign-in.route').then((m) => ({ default: m.SignInRoute })));
export { SignOutButton } from './components/sign-out-button.component';
export { guestLogin, useGuestLogin } from './api/guest-login.api';
export const SignUpRoute = lazy(() => import('./routes/sign-up.route').then((m) => ({ default: m.SignUpRoute })));
export const VerifyOtpRoute = lazy(() =>
  import('./routes/verify-otp.route').then((m) => ({ default: m.VerifyOtpRoute })),
);
export const ForgotPasswordRoute = lazy(() =>
  import('./routes/forgot-password.route').then((m) => ({ default: m.ForgotPasswordRoute })),
);
export const AcceptInvitationRoute = lazy(() =>
  import('./routes/accept-invitation.route').then((m) => ({ default: m.AcceptInvitationRoute })),
);
export const LinkRequestsRoute = lazy(() =>
  import('./routes/link-requests.route').then((m) => ({ default: m.LinkRequestsRoute })),
);
export { ACCEPT_INVITATION_PATH, FORGOT_PASSWORD_PATH, LINK_REQUESTS_PATH } from './utils/account-paths';
export type { IdentityStrings } from './identity.strings';
