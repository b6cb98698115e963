// Grievances under India's DPDP Act 2023 (s. 13) and its Rules: a person (a child through their
// parent) complains about how their data is handled; the school's grievance officer, or the
// platform's for people who signed up alone, answers within a stated period. The Rules ask for a
// reasonable period of at most ninety days; the product promises thirty.

/** Days the officer has to answer a grievance, counted from the moment it was raised. */
export const GRIEVANCE_RESPONSE_DAYS = 30;

const DAY_MS = 86_400_000;

/** A grievance's states: open until the officer answers; closed by the officer once it is settled. */
export const GrievanceState = { Open: 'open', Answered: 'answered', Closed: 'closed' } as const;
export type GrievanceStateName = (typeof GrievanceState)[keyof typeof GrievanceState];

const NEXT: Record<GrievanceStateName, readonly GrievanceStateName[]> = {
  // An officer may close without a written answer only after answering: a person is always told why.
  open: ['answered'],
  // A second answer replaces the first (a correction) while the grievance is not closed.
  answered: ['answered', 'closed'],
  closed: [],
};

export function canMoveGrievance(from: GrievanceStateName, to: GrievanceStateName): boolean {
  return NEXT[from].includes(to);
}

/** When the answer is due: the response period after the moment it was raised. */
export function grievanceDueAt(raisedAtMs: number): number {
  return raisedAtMs + GRIEVANCE_RESPONSE_DAYS * DAY_MS;
}

/** Whether an unanswered grievance has passed its deadline. */
export function isGrievanceOverdue(state: GrievanceStateName, dueAtMs: number, nowMs: number): boolean {
  return state === 'open' && nowMs > dueAtMs;
}

/** The reference a person quotes: G-2026-000123 (the year it was raised, its number in that year). */
export function grievanceReference(year: number, number: number): string {
  return `G-${year}-${String(number).padStart(6, '0')}`;
}
