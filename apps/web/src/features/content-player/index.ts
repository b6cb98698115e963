import { lazy } from 'react';

/** /content-player/:contentId (?syllabusId=&groupId=): the player, loaded on demand with its viewers. */
export const ContentPlayerRoute = lazy(() =>
  import('./routes/content-player.route').then((m) => ({ default: m.ContentPlayerRoute })),
);
export { PlayerTrailContext, type PlayerTrailSlot } from './player-trail.context';
export type { PlayerStrings } from './player.strings';
