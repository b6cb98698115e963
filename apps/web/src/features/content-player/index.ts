import { lazy } from '../../lib/lazy-with-words';

/** /content-player/:contentId (?syllabusId=&groupId=): the player, loaded on demand with its viewers. */
export const ContentPlayerRoute = lazy(() =>
  import('./routes/content-player.route').then((m) => ({ default: m.ContentPlayerRoute })),
);
export { PlayerTrailContext, type PlayerTrailSlot } from './player-trail.context';
export type { PlayerStrings } from './player.strings';
/** /template-play: an interactive lesson alone, with the player's renderer and gate. */
export const TemplatePlayRoute = lazy(() =>
  import('./routes/template-play.route').then((m) => ({ default: m.TemplatePlayRoute })),
);
