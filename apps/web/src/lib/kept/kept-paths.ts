/** The page listing what is kept for offline use, with sizes, "Remove" and the device's space. */
export const KEPT_PAGE_PATH = '/offline-storage';
