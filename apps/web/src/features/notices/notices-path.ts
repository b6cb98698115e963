/** The notice board (chosen path; a notification links to `/notices?notice=<id>`). */
export const NOTICES_PATH = '/notices';
