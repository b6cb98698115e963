import { createContext, type ReactNode } from 'react';

/**
 * Where the player's content sits in the syllabus, drawn by the syllabus feature (the app composes
 * it: features do not import each other): the trail of `syllabusId`'s screens, ending in the
 * content's title as the current page.
 */
export type PlayerTrailSlot = (syllabusId: number, currentPage: string) => ReactNode;

export const PlayerTrailContext = createContext<PlayerTrailSlot | null>(null);
