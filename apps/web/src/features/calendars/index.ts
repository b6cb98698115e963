import { lazy } from '../../lib/lazy-with-words';

/** Public face of the calendars feature (spec 001 §2): its screens load on demand. */
export const InstituteCalendarRoute = lazy(() =>
  import('./routes/institute-calendar.route').then((m) => ({ default: m.InstituteCalendarRoute })),
);
export const LearningPathwayCalendarRoute = lazy(() =>
  import('./routes/learning-pathway-calendar.route').then((m) => ({ default: m.LearningPathwayCalendarRoute })),
);
export type { CalendarsStrings } from './calendars.strings';
export * from './first-screen';
