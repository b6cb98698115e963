// The specs' state machines (an attempt, a live class, a learn-list, a package, ...): each is a named
// enum (a const object of the spec's numbers) with the moves allowed between its states, as data.
// Code elsewhere names the states (AttemptStatus.Submitted), never the numbers; a lint rule
// (eslint-rules/no-status-literal.js) refuses a bare number in server and web code.

/** The states of a named enum: `StateOf<typeof AttemptStatus>` is 1 | 2 | 3 | 4 | 5. */
export type StateOf<E extends Readonly<Record<string, number>>> = E[keyof E];

/** For each state, the states it may move to; a state missing from a list is not reachable from it. */
export type Transitions<S extends number> = { readonly [From in S]: readonly S[] };

/** Whether `value` is one of the enum's states (a number read from the wire or the database). */
export function isStateOf<E extends Readonly<Record<string, number>>>(states: E, value: unknown): value is StateOf<E> {
  return typeof value === 'number' && (Object.values(states) as number[]).includes(value);
}

/** Whether the machine allows a move from `from` to `to`; staying put is not a move. */
export function canMove<S extends number>(transitions: Transitions<S>, from: number, to: number): boolean {
  const next = (transitions as Readonly<Record<number, readonly number[] | undefined>>)[from];
  return next !== undefined && next.includes(to);
}

/** The states from which the machine may move into `to` (for a conditional update: "where status in ..."). */
export function statesMovingTo<S extends number>(transitions: Transitions<S>, to: S): S[] {
  return (Object.keys(transitions).map(Number) as S[]).filter((from) => transitions[from].includes(to));
}
