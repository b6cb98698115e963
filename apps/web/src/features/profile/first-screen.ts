// What the app's frame uses of this feature apart from index.ts (the navigation's paths), so the first
// screen carries a path, not the loaders of the profile's screens.

/** The school admin's log of who looked at children's records. */
export const SCHOOL_ACCESS_LOG_PATH = '/school-access-log';
