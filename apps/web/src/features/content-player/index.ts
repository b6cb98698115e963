import { lazy } from 'react';

/** /content-player/:contentId (?syllabusId=&groupId=): the player, loaded on demand with its viewers. */
export const ContentPlayerRoute = lazy(() =>
  import('./routes/content-player.route').then((m) => ({ default: m.ContentPlayerRoute })),
);
