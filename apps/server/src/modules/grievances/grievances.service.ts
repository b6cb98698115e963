import { randomUUID } from 'node:crypto';
import type {
  AnswerGrievanceBody,
  Grievance,
  GrievanceState,
  MyGrievancesData,
  OfficerGrievancesData,
  OfficerGrievancesQuery,
  RaiseGrievanceBody,
} from '@esc/contracts';
import {
  canMoveGrievance,
  GRIEVANCE_RESPONSE_DAYS,
  grievanceDueAt,
  grievanceReference,
  isGrievanceOverdue,
  isParent,
} from '@esc/domain';
import { actingUserFor, type ParentLinks } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { fullName } from '../../platform/person-name.js';
import type { NotificationEvent } from '../notifications/notifications.module.js';
import type { GrievanceOfficers, SchoolsOfPeople } from './grievance-officers.service.js';
import { grievanceActor, type GrievancesPolicy } from './grievances.policy.js';
import type { GrievanceRow, GrievancesRepository } from './grievances.repository.js';

/** Grievances one person may raise in a day (their own and their children's together). */
export const DAILY_GRIEVANCES = 5;
const DAY_MS = 86_400_000;
/** Two people raising at the same moment may both read the same last number: the loser takes the next. */
const NUMBER_TRIES = 5;
const YEAR_IN_INDIA = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Kolkata', year: 'numeric' });

export interface GrievancesDeps {
  repo: GrievancesRepository;
  officers: GrievanceOfficers;
  schools: SchoolsOfPeople;
  links: ParentLinks;
  directory: {
    people(uuids: readonly string[]): Promise<{ uuid: string; first_name: string; last_name: string }[]>;
    childrenOfParents(parents: readonly string[]): Promise<{ child_uuid: string }[]>;
  };
  isPlatformEditor(auth: AuthContext): Promise<boolean>;
  policy: GrievancesPolicy;
  publish(event: NotificationEvent): Promise<void>;
  /** Tells the grievance's officer that it arrived (and schedules the reminder). */
  arrived(row: GrievanceRow): Promise<void>;
  clock: () => number;
}

export type GrievancesService = ReturnType<typeof createGrievancesService>;

/**
 * Grievances as people raise them and officers answer them: a person's own, or a parent's about a
 * linked child; each reaches one officer (the school's, or the platform's), carries a reference
 * number and a deadline, and is answered (the person is told) and then closed by that officer.
 */
export function createGrievancesService(deps: GrievancesDeps) {
  const { repo, officers, links, directory, clock, policy } = deps;
  const iso = (ms: number) => new Date(ms).toISOString();

  async function shown(rows: readonly GrievanceRow[]): Promise<Grievance[]> {
    const [people, bySchool] = await Promise.all([
      directory.people([...new Set(rows.map((r) => r.person_uuid))]),
      officers.officersOf(rows.map((r) => r.school_id)),
    ]);
    const names = new Map(people.map((p) => [p.uuid, fullName(p)]));
    const now = clock();
    return rows.map((r) => ({
      grievance_id: r.id,
      reference: r.reference,
      person_uuid: r.person_uuid,
      person_name: names.get(r.person_uuid) ?? '',
      subject: r.subject,
      details: r.details,
      state: r.state,
      raised_at: r.raised_at,
      due_at: r.due_at,
      overdue: isGrievanceOverdue(r.state, Date.parse(r.due_at), now),
      officer: bySchool.get(r.school_id)!,
      answer: r.answer,
      answered_at: r.answered_at,
      closed_at: r.closed_at,
    }));
  }

  async function numbered(base: Omit<GrievanceRow, 'reference' | 'year' | 'number'>): Promise<GrievanceRow> {
    const year = Number(YEAR_IN_INDIA.format(Date.parse(base.raised_at)));
    for (let attempt = 1; ; attempt += 1) {
      const number = (await repo.lastNumber(year)) + 1;
      const row: GrievanceRow = { ...base, year, number, reference: grievanceReference(year, number) };
      try {
        await repo.insert(row);
        return row;
      } catch (err) {
        if (attempt >= NUMBER_TRIES) throw err;
      }
    }
  }

  async function raise(caller: AuthContext, body: RaiseGrievanceBody, language: string): Promise<Grievance> {
    const person = (await actingUserFor(caller, body.uuid, links)).uuid;
    const now = clock();
    if ((await repo.raisedSince(caller.uuid, iso(now - DAY_MS))) >= DAILY_GRIEVANCES) {
      throw new AppError('RATE_LIMITED', { reason: 'grievances.dailyLimit', params: { max: DAILY_GRIEVANCES } });
    }
    const row = await numbered({
      id: randomUUID(),
      raised_by: caller.uuid,
      person_uuid: person,
      school_id: await officers.schoolFor(caller, person),
      subject: body.subject.trim(),
      details: body.details.trim(),
      state: 'open',
      language,
      raised_at: iso(now),
      due_at: iso(grievanceDueAt(now)),
      answer: null,
      answered_by: null,
      answered_at: null,
      closed_by: null,
      closed_at: null,
    });
    await deps.arrived(row);
    return (await shown([row]))[0]!;
  }

  async function mine(caller: AuthContext): Promise<MyGrievancesData> {
    const children = isParent(caller.userTypeId) ? await directory.childrenOfParents([caller.uuid]) : [];
    const people = [caller.uuid, ...children.map((c) => c.child_uuid)];
    const [rows, named] = await Promise.all([repo.ofPeople(caller.uuid, people), directory.people(people)]);
    const schoolOf = await Promise.all(people.map((p) => officers.schoolFor(caller, p)));
    const bySchool = await officers.officersOf(schoolOf);
    const names = new Map(named.map((p) => [p.uuid, fullName(p)]));
    return {
      grievances: await shown(rows),
      response_days: GRIEVANCE_RESPONSE_DAYS,
      officers: people.map((p, i) => ({
        person_uuid: p,
        person_name: names.get(p) ?? '',
        officer: bySchool.get(schoolOf[i]!)!,
      })),
    };
  }

  async function forOfficer(caller: AuthContext, query: OfficerGrievancesQuery): Promise<OfficerGrievancesData> {
    const actor = await grievanceActor(caller, deps);
    await policy.authorizeOne(actor, 'readOfficerList', actor.uuid);
    const schoolIds = actor.schoolAdmin ? actor.schoolIds : [];
    return { grievances: await shown(await repo.forOfficer(schoolIds, actor.platformEditor, query.state)) };
  }

  /** The grievance, when the caller is its officer; anyone else's finds no such grievance (the policy's words). */
  async function answerable(caller: AuthContext, grievanceId: string): Promise<GrievanceRow> {
    const actor = await grievanceActor(caller, deps);
    // Staff who answer no grievances are refused before any grievance is looked up, as the list refuses them.
    await policy.authorizeOne(actor, 'readOfficerList', actor.uuid);
    const record = await policy.authorizeOne(actor, 'answer', grievanceId.toLowerCase());
    return (record as Extract<typeof record, { kind: 'grievance' }>).row;
  }

  async function move(row: GrievanceRow, to: GrievanceState, changes: Partial<GrievanceRow>): Promise<GrievanceRow> {
    if (!canMoveGrievance(row.state, to)) {
      throw new AppError('CONFLICT', { reason: row.state === 'open' ? 'grievances.notAnswered' : 'grievances.closed' });
    }
    if (!(await repo.update(row.id, row.state, { ...changes, state: to }))) {
      throw new AppError('CONFLICT', { reason: 'grievances.closed' });
    }
    return { ...row, ...changes, state: to };
  }

  async function answer(caller: AuthContext, grievanceId: string, body: AnswerGrievanceBody): Promise<Grievance> {
    const row = await answerable(caller, grievanceId);
    const now = iso(clock());
    const answered = await move(row, 'answered', {
      answer: body.answer.trim(),
      answered_by: caller.uuid,
      answered_at: now,
    });
    await deps.publish({
      // Each answer is told: a corrected answer is news too.
      id: `grievance_answered:${row.id}:${now}`,
      kind: 'grievance_answered',
      recipients: [row.raised_by],
      title: { key: 'notifications.grievanceAnswered.title', params: { reference: row.reference } },
      body: { text: row.subject.slice(0, 150) },
      link: '/profile',
      data: { grievance_id: row.id },
    });
    return (await shown([answered]))[0]!;
  }

  async function close(caller: AuthContext, grievanceId: string): Promise<Grievance> {
    const row = await answerable(caller, grievanceId);
    const closed = await move(row, 'closed', { closed_by: caller.uuid, closed_at: iso(clock()) });
    return (await shown([closed]))[0]!;
  }

  return { raise, mine, forOfficer, answer, close };
}
