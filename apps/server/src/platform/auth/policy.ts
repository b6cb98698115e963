import { AppError, type ReasonRef } from '../errors/app-error.js';

// One policy per module, in the style of Outline's policies and Immich's access checks: a module
// says once, for each action on its records, who may do it, and every service asks the policy
// instead of checking schools and owners at each call site. The policy works on sets: it loads the
// records named in one query and decides each, so a list of a hundred ids costs what one does.

/**
 * What a rule decides for one record:
 * - `allowed`;
 * - `absent`: the record does not exist, or belongs to another school (answered 404, so that staff
 *   of one school cannot learn what another holds);
 * - `forbidden`: the caller sees the record but may not do this to it (403), with the reason
 *   when one helps the person.
 */
export type Decision = 'allowed' | 'absent' | { forbidden: Refusal };

/** What a refusal says: a reason of the catalogue, said in the reader's language. */
export type Refusal = ReasonRef;

export const ALLOWED: Decision = 'allowed';
export const ABSENT: Decision = 'absent';
export const forbidden = (reason: Refusal): Decision => ({ forbidden: reason });

const isReason = (value: object): value is ReasonRef =>
  'reason' in value && typeof (value as { reason: unknown }).reason === 'string';

/** A record of another school is absent; otherwise the rule's own decision. */
export function inSchools(schoolIds: readonly number[], recordSchoolIds: number | readonly number[]): boolean {
  const record = typeof recordSchoolIds === 'number' ? [recordSchoolIds] : recordSchoolIds;
  return record.some((id) => schoolIds.includes(id));
}

export interface PolicySpec<Actor, Action extends string, Id extends string | number, Record> {
  /** The module whose records these are (its declaration's name). */
  module: string;
  /** What each action is, in a sentence: the authorisation matrix and the docs read these. */
  actions: { readonly [A in Action]: string };
  /**
   * The records named, with what the rules read (their school, owner, sections); a missing id is
   * absent. A module that owns several kinds of record (schools and their sections) loads the kind
   * the action is about.
   */
  load(ids: readonly Id[], action: Action): Promise<ReadonlyMap<Id, Record>>;
  /** One rule per action: pure, given the actor and one loaded record. */
  rules: { readonly [A in Action]: (actor: Actor, record: Record) => Decision };
  /**
   * What the 404 says: its reason of the catalogue ({ reason: 'http.noSuch.liveClass' }), or one per
   * action when they name different things (so no action is named `reason`).
   */
  noun: Refusal | { readonly [A in NoInfer<Action>]: Refusal };
}

export interface Policy<Actor, Action extends string, Id extends string | number, Record> {
  readonly module: string;
  readonly actions: { readonly [A in Action]: string };
  /** Each id's decision. */
  can(actor: Actor, action: Action, ids: readonly Id[]): Promise<Map<Id, Decision>>;
  /**
   * The records, when the actor may do this to every one of them: otherwise the first refusal
   * (absent before forbidden, so another school's record is never told apart from a missing one).
   */
  authorize(actor: Actor, action: Action, ids: readonly Id[]): Promise<Record[]>;
  /** One record: `authorize` for a single id. */
  authorizeOne(actor: Actor, action: Action, id: Id): Promise<Record>;
  /** The ids the actor may do this to, in the order given (lists leave the rest out). */
  allowedIds(actor: Actor, action: Action, ids: readonly Id[]): Promise<Id[]>;
}

export function definePolicy<Actor, Action extends string, Id extends string | number, Record>(
  spec: PolicySpec<Actor, Action, Id, Record>,
): Policy<Actor, Action, Id, Record> {
  /** The 404 of an absent record: the same words for another school's as for a missing one. */
  function absent(action: Action): AppError {
    return new AppError('NOT_FOUND', isReason(spec.noun) ? spec.noun : spec.noun[action]);
  }

  async function decide(actor: Actor, action: Action, ids: readonly Id[]) {
    const unique = [...new Set(ids)];
    const records = unique.length > 0 ? await spec.load(unique, action) : new Map<Id, Record>();
    const rule = spec.rules[action];
    const decisions = new Map<Id, Decision>();
    for (const id of unique) {
      const record = records.get(id);
      decisions.set(id, record === undefined ? ABSENT : rule(actor, record));
    }
    return { records, decisions };
  }

  async function authorize(actor: Actor, action: Action, ids: readonly Id[]): Promise<Record[]> {
    const { records, decisions } = await decide(actor, action, ids);
    const refusals = [...decisions.values()].filter((d) => d !== ALLOWED);
    if (refusals.includes(ABSENT)) throw absent(action);
    const refusal = refusals[0];
    if (refusal && typeof refusal === 'object') throw new AppError('FORBIDDEN', refusal.forbidden);
    return ids.map((id) => records.get(id)!);
  }

  return {
    module: spec.module,
    actions: spec.actions,
    async can(actor, action, ids) {
      return (await decide(actor, action, ids)).decisions;
    },
    authorize,
    async authorizeOne(actor, action, id) {
      return (await authorize(actor, action, [id]))[0]!;
    },
    async allowedIds(actor, action, ids) {
      const { decisions } = await decide(actor, action, ids);
      return ids.filter((id) => decisions.get(id) === ALLOWED);
    },
  };
}

/** Every module's policy, as the authorisation matrix and the docs list them. */
export type AnyPolicy = Policy<never, string, string | number, unknown>;
