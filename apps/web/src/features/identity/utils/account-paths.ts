/** Screens of account recovery and first sign-in. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const ACCEPT_INVITATION_PATH = '/accept-invitation';
export const LINK_REQUESTS_PATH = '/link-requests';
