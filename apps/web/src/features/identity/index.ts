import { lazy } from 'react';

/** Public face of the identity feature: screens load on demand, the sign-out button is in the shell. */
export const SignInRoute = lazy(() => import('./routes/sign-in.route').then((m) => ({ default: m.SignInRoute })));
export { SignOutButton } from './components/sign-out-button.component';
export { guestLogin, useGuestLogin } from './api/guest-login.api';
export const SignUpRoute = lazy(() => import('./routes/sign-up.route').then((m) => ({ default: m.SignUpRoute })));
export const VerifyOtpRoute = lazy(() =>
  import('./routes/verify-otp.route').then((m) => ({ default: m.VerifyOtpRoute })),
);
