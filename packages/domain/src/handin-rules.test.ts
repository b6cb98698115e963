import { describe, expect, it } from 'vitest';
import {
  canMarkHandin,
  handinStanding,
  HandinStatus,
  isLateHandin,
  marksProblem,
  maxMarksProblem,
  mayHandIn,
  mayTakeBack,
} from './handin-rules.js';

describe('hand-ins', () => {
  it('the learner hands in when nothing is handed in yet, or when the teacher asked again', () => {
    expect(mayHandIn(null)).toBe(true);
    expect(mayHandIn(HandinStatus.AskedAgain)).toBe(true);
    expect(mayHandIn(HandinStatus.HandedIn)).toBe(false);
    expect(mayHandIn(HandinStatus.Returned)).toBe(false);
  });

  it('handed-in work is returned or asked for again; returned work may be returned again or asked again', () => {
    expect(canMarkHandin(HandinStatus.HandedIn, HandinStatus.Returned)).toBe(true);
    expect(canMarkHandin(HandinStatus.HandedIn, HandinStatus.AskedAgain)).toBe(true);
    expect(canMarkHandin(HandinStatus.Returned, HandinStatus.Returned)).toBe(true);
    expect(canMarkHandin(HandinStatus.Returned, HandinStatus.AskedAgain)).toBe(true);
    expect(canMarkHandin(HandinStatus.AskedAgain, HandinStatus.Returned)).toBe(false);
    expect(canMarkHandin(HandinStatus.AskedAgain, HandinStatus.AskedAgain)).toBe(false);
  });

  it('the learner takes back work only while it waits for its marks, and may then hand in again', () => {
    expect(mayTakeBack(HandinStatus.HandedIn)).toBe(true);
    expect(mayTakeBack(HandinStatus.Returned)).toBe(false);
    expect(mayTakeBack(HandinStatus.AskedAgain)).toBe(false);
    expect(mayTakeBack(HandinStatus.TakenBack)).toBe(false);
    expect(mayHandIn(HandinStatus.TakenBack)).toBe(true);
    expect(handinStanding({ status: HandinStatus.TakenBack, late: true })).toBe('not_handed_in');
    // The teacher cannot mark work the learner took back, nor take it back for them.
    expect(canMarkHandin(HandinStatus.TakenBack, HandinStatus.Returned)).toBe(false);
    expect(canMarkHandin(HandinStatus.HandedIn, HandinStatus.TakenBack)).toBe(false);
  });

  it('is late only after the due instant', () => {
    const due = Date.parse('2026-11-29T18:29:59.999Z');
    expect(isLateHandin(due, due)).toBe(false);
    expect(isLateHandin(due + 1, due)).toBe(true);
    expect(isLateHandin(due - 60_000, due)).toBe(false);
  });

  it('marks run from 0 to the maximum in whole or half marks', () => {
    expect(marksProblem(0, 10)).toBeNull();
    expect(marksProblem(10, 10)).toBeNull();
    expect(marksProblem(7.5, 10)).toBeNull();
    expect(marksProblem(7.25, 10)).toBe('must be a whole or half mark');
    expect(marksProblem(10.5, 10)).toBe('must be from 0 to 10');
    expect(marksProblem(-0.5, 10)).toBe('must be from 0 to 10');
    expect(marksProblem(Number.NaN, 10)).toBe('must be a number');
  });

  it('a maximum mark is a whole number from 1 to 1,000', () => {
    expect(maxMarksProblem(1)).toBeNull();
    expect(maxMarksProblem(1000)).toBeNull();
    expect(maxMarksProblem(0)).toBe('must be from 1 to 1000');
    expect(maxMarksProblem(1001)).toBe('must be from 1 to 1000');
    expect(maxMarksProblem(2.5)).toBe('must be a whole number');
  });

  it('shows returned over late, and late while the work waits', () => {
    expect(handinStanding(null)).toBe('not_handed_in');
    expect(handinStanding({ status: HandinStatus.HandedIn, late: false })).toBe('handed_in');
    expect(handinStanding({ status: HandinStatus.HandedIn, late: true })).toBe('late');
    expect(handinStanding({ status: HandinStatus.Returned, late: true })).toBe('returned');
    expect(handinStanding({ status: HandinStatus.AskedAgain, late: false })).toBe('asked_again');
  });
});
