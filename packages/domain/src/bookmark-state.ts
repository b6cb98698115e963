import { canMove, type StateOf, type Transitions } from './state-machine.js';

/**
 * A bookmark's state (spec 000 §4: "Bookmark state toggles between set and unset. A recorded lecture is
 * bookmarked the same way"; 001 §4 "the set state toggles"): set_bookmark_state / bookmark_state, 1 set
 * and 0 unset on the wire (true and false are read the same).
 */
export const BookmarkState = { Unset: 0, Set: 1 } as const;
export type BookmarkState = StateOf<typeof BookmarkState>;

/** A bookmark toggles: set to unset, unset to set. */
export const BOOKMARK_TRANSITIONS: Transitions<BookmarkState> = {
  [BookmarkState.Unset]: [BookmarkState.Set],
  [BookmarkState.Set]: [BookmarkState.Unset],
};

export function canMoveBookmark(from: number, to: number): boolean {
  return canMove(BOOKMARK_TRANSITIONS, from, to);
}
