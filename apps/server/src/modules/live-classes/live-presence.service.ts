import { addCalendarDays, isPresentLive, localDateTimeOf, localDateTimeToMs, type RoomVisit } from '@esc/domain';
import type { LiveClassesRepository } from './live-classes.repository.js';

// Live attendance for the attendance module's register: which learners were present in which live
// classes of some sections over some school-local days. The attendance module reaches it through its
// port (the live-classes module's offered attendance); it never reads the classes' tables itself.

/** A held live class of the sections and days asked, and the learners present in it. */
export interface LiveClassPresence {
  sch_id: number;
  title: string;
  subject_id: number;
  section_ids: number[];
  /** The class's day in the school's time zone (YYYY-MM-DD). */
  date: string;
  start_at: string;
  duration: number;
  /** Learners present by the class's provider's rule. */
  present: string[];
}

export interface LivePresenceQuery {
  sectionIds: readonly number[];
  /** School-local days, inclusive. */
  from: string;
  to: string;
  countryIso: string | null;
  /** The school's share of a class (0-1) that counts as present where visits have a join and a leave. */
  share: number;
}

/** A class as the presence rule sees it. */
export interface HeldClass {
  sch_id: number;
  provider: string;
  start_at: string;
  duration: number;
}

/**
 * Where a provider's visits (each person's joins and leaves) come from. A pasted link records joins
 * only: each join counts as present. A room that reports join and leave (BigBlueButton, Zoom) adds
 * its source under its provider name with `joinsOnly: false`; its visits are then judged by the time
 * in class against the school's share (isPresentLive).
 */
export interface VisitSource {
  joinsOnly: boolean;
  /** Visits by class and person, for the classes given. */
  visitsOf(classes: readonly HeldClass[]): Promise<Map<number, Map<string, RoomVisit[]>>>;
}

export type LivePresence = ReturnType<typeof createLivePresence>;

interface Deps {
  repos: { liveClasses: Pick<LiveClassesRepository, 'joinsOfSections'> };
  clock: () => number;
}

type VisitSources = Readonly<Record<string, VisitSource>>;

/**
 * `visitSources` by provider (or where to find them when asked); a provider without one is read from
 * the joins (joins only).
 */
export function createLivePresence(deps: Deps, visitSourcesOf: VisitSources | (() => VisitSources) = {}) {
  const iso = (ms: number) => new Date(ms).toISOString();

  /** Whether a person's visits of a class make them present by its provider's rule. */
  function presentBy(source: VisitSource | undefined, held: HeldClass, visits: readonly RoomVisit[], share: number) {
    if (!source || source.joinsOnly) return visits.some((v) => v.joinMs !== null);
    return isPresentLive(visits, Date.parse(held.start_at), held.duration, share);
  }

  /** The held classes (started by now, not cancelled) of the sections and days, with who was present. */
  async function presence(query: LivePresenceQuery): Promise<LiveClassPresence[]> {
    const from = iso(localDateTimeToMs(query.from, '00:00', query.countryIso));
    const to = iso(localDateTimeToMs(addCalendarDays(query.to, 1), '00:00', query.countryIso));
    const rows = await deps.repos.liveClasses.joinsOfSections(query.sectionIds, from, to);
    const now = deps.clock();
    type Held = HeldClass & { title: string; subject_id: number; section_ids: string };
    const classes = new Map<number, Held>();
    // Recorded joins, as visits without a leave: what every provider's join flow writes.
    const joins = new Map<number, Map<string, RoomVisit[]>>();
    for (const row of rows) {
      if (Date.parse(row.start_at) > now) continue;
      if (!classes.has(row.sch_id)) {
        const { sch_id, provider, start_at, title, subject_id, section_ids } = row;
        classes.set(sch_id, {
          sch_id,
          provider,
          start_at,
          title,
          subject_id,
          section_ids,
          duration: row.duration_minutes,
        });
      }
      if (row.uuid === null || row.joined_at === null) continue;
      const byPerson = joins.get(row.sch_id) ?? new Map<string, RoomVisit[]>();
      byPerson.set(row.uuid, [...(byPerson.get(row.uuid) ?? []), { joinMs: Date.parse(row.joined_at), leaveMs: null }]);
      joins.set(row.sch_id, byPerson);
    }
    const held = [...classes.values()];
    const visitSources = typeof visitSourcesOf === 'function' ? visitSourcesOf() : visitSourcesOf;
    const visits = new Map(joins);
    for (const [provider, source] of Object.entries(visitSources)) {
      const theirs = held.filter((c) => c.provider === provider);
      if (theirs.length > 0) for (const [id, people] of await source.visitsOf(theirs)) visits.set(id, people);
    }
    return held.map((c) => {
      const people = visits.get(c.sch_id) ?? new Map<string, RoomVisit[]>();
      const present = [...people].filter(([, v]) => presentBy(visitSources[c.provider], c, v, query.share));
      return {
        sch_id: c.sch_id,
        title: c.title,
        subject_id: c.subject_id,
        section_ids: [...new Set(JSON.parse(c.section_ids) as number[])],
        date: localDateTimeOf(Date.parse(c.start_at), query.countryIso).date,
        start_at: c.start_at,
        duration: c.duration,
        present: present.map(([uuid]) => uuid).sort(),
      };
    });
  }

  return { presence };
}
