/** The page a parent's consent link opens: /consent/<the request's id>. */
export const PARENT_CONSENT_PATH = '/consent/:consentId';
