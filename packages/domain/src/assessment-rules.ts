/** Rules of spec 002 §4.3-§4.5, §4.7 and §5.2: attempts, the time gate, settings, rating (live classes: live-rules.ts). */
import { AttemptStatus } from './attempt-status.js';

export type AttemptRoute = 'paper-instructions' | 'test-engine' | null;

/** Attempt status of an assigned paper (spec 002 §4.3). */
export function attemptRoute(attemptStatusId: number): AttemptRoute {
  if (attemptStatusId === AttemptStatus.NotStarted) return 'paper-instructions';
  if (attemptStatusId === AttemptStatus.InProgress || attemptStatusId === AttemptStatus.Resumed) return 'test-engine';
  return null;
}

/** Boards whose assignments skip the time gate (spec 002 §4.4, §9). */
export const TIME_GATE_FREE_BOARDS: readonly number[] = [55356665, 45308718];

export type TimeGate = { open: true } | { open: false; toast: 'Paper Not started' | 'Paper Time Over' };

/** The time gate for non-Olympiad assignments, with the server's clock (spec 002 §4.4). */
export function paperTimeGate(input: {
  boardId: number;
  startMs: number;
  endMs: number;
  serverNowMs: number;
}): TimeGate {
  if (TIME_GATE_FREE_BOARDS.includes(input.boardId)) return { open: true };
  if (input.serverNowMs < input.startMs) return { open: false, toast: 'Paper Not started' };
  if (input.serverNowMs > input.endMs) return { open: false, toast: 'Paper Time Over' };
  return { open: true };
}

export const PARENT_ASSIGNED_GROUP_ID = 3782;
export const OLYMPIAD_GROUP_ID = 3798;
export const OLYMPIAD_PAPER_TYPE = 2;

export interface OlympiadEnrollment {
  paper_id: number;
  assign_id: number;
  end_date_time: string;
}

/** The slot end of an Olympiad: the enrollment matching the paper and the assignment (spec 002 §4.5). */
export function olympiadSlotEnd(
  enrollments: readonly OlympiadEnrollment[],
  paperId: number,
  assignId: number,
): string | null {
  return enrollments.find((e) => e.paper_id === paperId && e.assign_id === assignId)?.end_date_time ?? null;
}

export interface PaperSetting {
  setting_id: number;
  child_setting_list: readonly { child_setting_id: number }[];
}

/** Paper start behaviours by setting id / child id (spec 002 §5.2). */
export const PAPER_SETTINGS = {
  testEngineRedirect: [13, 14],
  explanationAllowed: [10, 11],
  partialMarking: [10, 40],
  openSyllabus: [6, 9],
  instructionScreen: [6, 39],
  rankGeneration: [17, 19],
} as const satisfies Record<string, readonly [number, number]>;

export type PaperSettingName = keyof typeof PAPER_SETTINGS;

export function hasPaperSetting(settings: readonly PaperSetting[], name: PaperSettingName): boolean {
  const [settingId, childId] = PAPER_SETTINGS[name];
  return settings.some(
    (s) => s.setting_id === settingId && s.child_setting_list.some((c) => c.child_setting_id === childId),
  );
}

/** The test-engine redirect applies to students only (spec 002 §5.2). */
export function redirectsToTestEngine(settings: readonly PaperSetting[], isStudent: boolean): boolean {
  return isStudent && hasPaperSetting(settings, 'testEngineRedirect');
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The rating prompt (spec 002 §4.7). */
export function shouldAskForRating(input: {
  rating: number | null;
  lastAskedMs: number | null;
  lastRatedMs: number | null;
  nowMs: number;
  isElevateApp: boolean;
  /** When the account was made: a new person is first asked 72 hours in, never on their first screens. */
  joinedMs?: number | null;
  /** Staff: the app's rating is the learners' and parents' to give; a staff dashboard never asks. */
  isStaff?: boolean;
}): boolean {
  if (input.isElevateApp || input.isStaff) return false;
  const askedFrom = input.lastAskedMs ?? input.joinedMs ?? null;
  const sinceAsked = askedFrom === null ? Infinity : input.nowMs - askedFrom;
  if (input.rating === null) return sinceAsked > 72 * HOUR;
  if (input.rating <= 3) {
    const sinceRated = input.lastRatedMs === null ? Infinity : input.nowMs - input.lastRatedMs;
    return sinceRated > 60 * DAY && sinceAsked > 72 * HOUR;
  }
  return false;
}
