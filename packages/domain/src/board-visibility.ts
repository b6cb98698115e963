import { catalogueUserType } from './user-types.js';

/** JEE and NEET: the entrance-test boards (spec 001 §9), hidden from teachers (spec 000 §6). */
export const ENTRANCE_TEST_BOARD_IDS: readonly number[] = [596, 606];
export const JEE_BOARD_ID = 596;
export const NEET_BOARD_ID = 606;

/**
 * Boards offered only in some countries (spec 001 §5 names the countries and the board ids, not
 * the pairing). The product's reading: 197 and 495 are Gulf curricula (AE), 428 is the South
 * African curriculum (ZA), 180 and 404 are Indian state boards, and the entrance tests are Indian.
 * Every other board is offered everywhere.
 */
export const BOARD_COUNTRIES: ReadonlyMap<number, readonly string[]> = new Map([
  [197, ['AE']],
  [495, ['AE']],
  [428, ['ZA']],
  [180, ['IN']],
  [404, ['IN']],
  [596, ['IN']],
  [606, ['IN']],
]);

export interface BoardVisibilityInput {
  boardId: number;
  countryIso: string | null | undefined;
  userTypeId: number | null;
}

export function isBoardVisible({ boardId, countryIso, userTypeId }: BoardVisibilityInput): boolean {
  if (userTypeId != null && catalogueUserType(userTypeId) === 'teacher' && ENTRANCE_TEST_BOARD_IDS.includes(boardId)) {
    return false;
  }
  const countries = BOARD_COUNTRIES.get(boardId);
  if (!countries) return true;
  // Country lookup failure defaults to India (spec 001 §8).
  return countries.includes((countryIso ?? 'IN').toUpperCase());
}
