// Live classes (spec 002 §4.1, spec 001 §3 and §4): the status a class shows, when
// it is active, and the live attendance taken from a meeting room's join and leave events.

import { LiveClassStatus } from './live-class-status.js';

const MINUTE = 60_000;

/** 001 §3: lecture_mode 1 is a meeting room; 5 and 7 are the other delivery modes. */
export const LectureMode = { MeetingRoom: 1, Mode5: 5, Mode7: 7 } as const;
/** 001 §3: lecture_type 2 means a recorded stream. */
export const RECORDED_STREAM_LECTURE_TYPE = 2;

export type LiveClassState = 'upcoming' | 'missed' | 'completed' | 'unknown';

/**
 * 002 §4.1: status 1 is upcoming while its start is in the future and missed once it is past;
 * 2 or 3 are completed whatever the time; any other code is unknown.
 */
export function liveClassState(statusCode: number, startMs: number, nowMs: number): LiveClassState {
  if (statusCode === LiveClassStatus.Scheduled) return startMs > nowMs ? 'upcoming' : 'missed';
  if (statusCode === LiveClassStatus.Started || statusCode === LiveClassStatus.Completed) return 'completed';
  return 'unknown';
}

/** 002 §4.1: active when now is after the start and before the start plus the duration in minutes. */
export function isLiveClassActive(startMs: number, durationMinutes: number, nowMs: number): boolean {
  return nowMs > startMs && nowMs < startMs + durationMinutes * MINUTE;
}

/**
 * How early a presenter may start a class. The specs are silent; a teacher opens the room a little
 * before the bell (to share a screen, let early learners in), never days ahead, where a mistaken tap
 * would mark a class weeks away as started.
 */
export const LIVE_CLASS_EARLY_START_MINUTES = 15;

/** Whether a presenter may start the class now: from a few minutes before its start until its end. */
export function canStartLiveClass(startMs: number, durationMinutes: number, nowMs: number): boolean {
  return nowMs >= startMs - LIVE_CLASS_EARLY_START_MINUTES * MINUTE && nowMs < startMs + durationMinutes * MINUTE;
}

/** 001 §4: live_class_status 4 and 5 are shown as expired, any other as ongoing. */
export function isLiveClassExpired(liveClassStatus: number): boolean {
  return liveClassStatus === LiveClassStatus.Cancelled || liveClassStatus === LiveClassStatus.Expired;
}

/** One person's time in a meeting room: a join, and its leave (null while still in, or never sent). */
export interface RoomVisit {
  joinMs: number | null;
  leaveMs: number | null;
}

/**
 * Milliseconds a person was in the class: their visits clipped to the class's time and merged, so
 * two open tabs or a rejoin are not counted twice. A leave without a join counts nothing (the join
 * was lost: nothing says when they came); a join without a leave counts to the class's end.
 */
export function timeInClassMs(visits: readonly RoomVisit[], classStartMs: number, classEndMs: number): number {
  const spans = visits
    .filter((v): v is { joinMs: number; leaveMs: number | null } => v.joinMs !== null)
    .map((v) => [Math.max(v.joinMs, classStartMs), Math.min(v.leaveMs ?? classEndMs, classEndMs)] as const)
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [openFrom, openTo] = [Number.NaN, Number.NaN];
  for (const [from, to] of spans) {
    if (Number.isNaN(openFrom) || from > openTo) {
      if (!Number.isNaN(openFrom)) total += openTo - openFrom;
      [openFrom, openTo] = [from, to];
    } else {
      openTo = Math.max(openTo, to);
    }
  }
  return Number.isNaN(openFrom) ? total : total + openTo - openFrom;
}

/** Live attendance: present when the time in class reaches the share of the class the school sets. */
export const DEFAULT_LIVE_PRESENCE_SHARE = 0.5;

export function isPresentLive(
  visits: readonly RoomVisit[],
  classStartMs: number,
  durationMinutes: number,
  share: number = DEFAULT_LIVE_PRESENCE_SHARE,
): boolean {
  const length = durationMinutes * MINUTE;
  if (length <= 0) return false;
  return timeInClassMs(visits, classStartMs, classStartMs + length) >= share * length;
}

/**
 * Until when a class card shown at `nowMs` stays as it is: its state, whether it is active and whether
 * its room link shows turn on its start and its end, and nothing else of the clock. The earliest of
 * those moments not before now (a moment equal to now already differs from just after it); null when
 * every class has ended.
 */
export function liveClassesShownUntil(
  classes: readonly { startMs: number; durationMinutes: number }[],
  nowMs: number,
): number | null {
  let until: number | null = null;
  for (const { startMs, durationMinutes } of classes) {
    for (const moment of [startMs, startMs + durationMinutes * MINUTE]) {
      if (moment >= nowMs && (until === null || moment < until)) until = moment;
    }
  }
  return until;
}
