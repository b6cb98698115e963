import type { AttemptStatus } from '@esc/domain';
import { describe, expect, it } from 'vitest';
import { assignedPaper } from '../test/assessment-fixtures';
import { openDecision } from './open-paper';

// Spec 002 §4.3 (attempt status), §4.4 (time gate on the server's clock), §4.5 (Olympiads).
const start = Date.parse('2026-11-24T09:00:00.000Z');
const end = Date.parse('2026-11-30T18:00:00.000Z');
const inside = start + 60_000;

describe('opening an assigned paper', () => {
  it.each<[AttemptStatus, string]>([
    [1, 'instructions'],
    [2, 'engine'],
    [3, 'engine'],
    [4, 'report'],
    [5, 'report'],
  ])('attempt status %i goes to %s', (status, kind) => {
    expect(openDecision(assignedPaper({ attempt_status_id: status }), inside).kind).toBe(kind);
  });

  it('says "Paper Not started" before the start and "Paper Time Over" after the end', () => {
    expect(openDecision(assignedPaper(), start - 1)).toEqual({ kind: 'closed', toast: 'Paper Not started' });
    expect(openDecision(assignedPaper(), end + 1)).toEqual({ kind: 'closed', toast: 'Paper Time Over' });
  });

  it('skips the time gate for boards 55356665 and 45308718', () => {
    const base = assignedPaper();
    for (const board_id of [55356665, 45308718]) {
      const paper = assignedPaper({ batch_details: { ...base.batch_details, board_id } });
      expect(openDecision(paper, end + 1).kind).toBe('instructions');
    }
  });

  it('closes an Olympiad at its enrollment slot’s end, and opens mode 2 straight in the attempt', () => {
    const olympiad = assignedPaper({ is_olympiad: 1, group_id: 3798 });
    const slotEnd = new Date(start + 3_600_000).toISOString();
    const enrollments = [{ paper_id: 21, assign_id: 31, end_date_time: slotEnd }];
    expect(openDecision(olympiad, start + 2 * 3_600_000, enrollments)).toEqual({
      kind: 'closed',
      toast: 'Paper Time Over',
    });
    expect(openDecision({ ...olympiad, paper_mode: 2 }, start + 60_000, enrollments).kind).toBe('engine');
  });
});
