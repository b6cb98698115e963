import { describe, expect, it } from 'vitest';
import { canMoveGrievance, grievanceDueAt, grievanceReference, isGrievanceOverdue } from './grievance-rules.js';

describe('grievance rules', () => {
  it('writes the reference as G, the year and a six-digit number', () => {
    expect(grievanceReference(2026, 123)).toBe('G-2026-000123');
    expect(grievanceReference(2027, 1)).toBe('G-2027-000001');
  });

  it('makes the answer due thirty days after the grievance was raised', () => {
    const raised = Date.parse('2026-12-05T10:00:00.000Z');
    expect(new Date(grievanceDueAt(raised)).toISOString()).toBe('2027-01-04T10:00:00.000Z');
  });

  it('counts only an unanswered grievance past its deadline as overdue', () => {
    const due = Date.parse('2027-01-04T10:00:00.000Z');
    expect(isGrievanceOverdue('open', due, due + 1)).toBe(true);
    expect(isGrievanceOverdue('open', due, due)).toBe(false);
    expect(isGrievanceOverdue('answered', due, due + 1)).toBe(false);
  });

  it('closes a grievance only once it has an answer, and never reopens it', () => {
    expect(canMoveGrievance('open', 'answered')).toBe(true);
    expect(canMoveGrievance('open', 'closed')).toBe(false);
    expect(canMoveGrievance('answered', 'closed')).toBe(true);
    expect(canMoveGrievance('closed', 'answered')).toBe(false);
  });
});
