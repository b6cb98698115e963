import type { AccessDecision, RecordedLecture } from '@esc/contracts';
import { LearnListItemType, localDateTimeOf, timeZoneOfCountry } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { SectionRecord } from '../institutes/institutes.module.js';
import type { HeldItem } from '../learnlists/learnlists.module.js';
import type { LiveClassRow, ScheduleReader } from '../live-classes/live-classes.module.js';
import { fullName, iso, idsOf, type RecordingDeps } from './recordings-ports.js';
import type { RecordingRow } from './recordings.repository.js';

/** Who reads recordings: a school's staff (every state, no gate), or a learner (a parent: the child). */
export type RecordingReader =
  | { kind: 'staff'; auth: AuthContext; schoolIds: number[] }
  | { kind: 'learner'; auth: AuthContext; reader: ScheduleReader };

/** The person whose bookmarks and homework count: the learner, or the member of staff. */
export const personOf = (who: RecordingReader) => (who.kind === 'learner' ? who.reader.learnerUuid : who.auth.uuid);

/** The facts of a recording's class that its view and the gate need. */
export interface RecordingPlace {
  live: LiveClassRow;
  /** The section that places it for the reader (a learner's own among the class's; else the first). */
  section: SectionRecord | undefined;
  sections: SectionRecord[];
  held: HeldItem | undefined;
}

export type RecordingViews = ReturnType<typeof createRecordingViews>;

/**
 * Recordings as the calls answer them (001 §3: video_id, lecture_id, faculty_id, syllabus,
 * learnlist_item_id), with their class's day in the school's zone, the reader's bookmark, and for a
 * learner the access gate's decision: decided for the set, one call per class and homework.
 */
export function createRecordingViews(deps: RecordingDeps) {
  const { repos, sections, directory, access, homework, bookmarks } = deps;

  /** Each recording's class, sections and (for a learner) the homework that lists it. */
  async function placesOf(rows: readonly RecordingRow[], who: RecordingReader): Promise<Map<number, RecordingPlace>> {
    const classes = new Map((await deps.classes.byIds(rows.map((r) => r.sch_id))).map((c) => [c.sch_id, c]));
    const sectionIds = [...new Set([...classes.values()].flatMap((c) => idsOf(c.section_ids)))];
    const [named, held] = await Promise.all([
      sections.sectionsByIds(sectionIds),
      who.kind === 'learner'
        ? homework.heldItems(
            who.reader.learnerUuid,
            LearnListItemType.RecordedLecture,
            rows.map((r) => String(r.recording_id)),
          )
        : Promise.resolve([]),
    ]);
    const byId = new Map(named.map((s) => [s.section_id, s]));
    const out = new Map<number, RecordingPlace>();
    for (const row of rows) {
      const live = classes.get(row.sch_id);
      if (!live) continue;
      const ofClass = idsOf(live.section_ids).flatMap((id) => byId.get(id) ?? []);
      const own = who.kind === 'learner' ? ofClass.find((s) => who.reader.sectionIds.has(s.section_id)) : undefined;
      const item = held.find((h) => h.itemId === String(row.recording_id));
      out.set(row.recording_id, { live, sections: ofClass, section: own ?? ofClass[0], held: item });
    }
    return out;
  }

  /**
   * The gate's decisions for a learner (spec 001 §4), placed in the class of the learner's section, with
   * the homework that lists each (the gate reads the assignment again): one decideMany per class and homework.
   */
  async function decisionsFor(
    rows: readonly RecordingRow[],
    places: Map<number, RecordingPlace>,
    who: RecordingReader & { kind: 'learner' },
    assignAsked: number | null,
  ): Promise<Map<number, AccessDecision>> {
    const groups = new Map<string, { boardId: number; classId: number; assignId: number | null; ids: number[] }>();
    for (const row of rows) {
      const place = places.get(row.recording_id);
      if (!place?.section) continue;
      const assignId = assignAsked ?? place.held?.assignId ?? null;
      const key = `${place.section.board_id}:${place.section.class_id}:${assignId ?? ''}`;
      const group = groups.get(key) ?? {
        boardId: place.section.board_id,
        classId: place.section.class_id,
        assignId,
        ids: [],
      };
      group.ids.push(row.recording_id);
      groups.set(key, group);
    }
    const out = new Map<number, AccessDecision>();
    for (const group of groups.values()) {
      const outcomes = await access.decideMany(who.auth, 'recorded_lecture', group.ids, {
        uuid: who.reader.learnerUuid,
        boardId: group.boardId,
        classId: group.classId,
        assignId: group.assignId,
      });
      for (const id of group.ids) {
        const outcome = outcomes.get(String(id));
        if (!outcome) continue;
        if (outcome instanceof AppError) throw outcome;
        out.set(id, { ...outcome.decision, freemium: outcome.freemium });
      }
    }
    return out;
  }

  /** `assignAsked`: the homework one recording is opened from, when the learner names it (the gate checks it). */
  async function views(
    rows: readonly RecordingRow[],
    who: RecordingReader,
    assignAsked: number | null = null,
  ): Promise<RecordedLecture[]> {
    if (rows.length === 0) return [];
    const places = await placesOf(rows, who);
    const live = [...places.values()].map((p) => p.live);
    const [schools, people, marks, decisions] = await Promise.all([
      sections.schoolsByIds([...new Set(live.map((c) => c.school_id))]),
      directory.people([...new Set(live.map((c) => c.presenter_uuid))]),
      bookmarks.statusOfItems(
        personOf(who),
        rows.map((r) => ({ kind: 'recorded_lecture' as const, item_id: r.recording_id })),
      ),
      who.kind === 'learner'
        ? decisionsFor(rows, places, who, assignAsked)
        : Promise.resolve(new Map<number, AccessDecision>()),
    ]);
    const country = new Map(schools.map((s) => [s.school_id, s.country_iso]));
    const presenter = new Map(people.map((p) => [p.uuid, fullName(p)]));
    const marked = new Set(marks.filter((m) => m.is_bookmarked === 1).map((m) => m.item_id));
    return rows.flatMap((row): RecordedLecture[] => {
      const place = places.get(row.recording_id);
      if (!place) return [];
      const { live: c, section, held } = place;
      const local = localDateTimeOf(Date.parse(c.start_at), country.get(c.school_id));
      return [
        {
          video_id: row.recording_id,
          lecture_id: c.sch_id,
          faculty_id: c.presenter_uuid,
          faculty_name: presenter.get(c.presenter_uuid) ?? '',
          syllabus: { subject_id: c.subject_id, subject_name: c.subject_name },
          learnlist_item_id: held?.itemId ?? null,
          assign_id: held?.assignId ?? null,
          title: row.title,
          class_title: c.title,
          school_id: c.school_id,
          section_ids: place.sections.map((s) => s.section_id),
          section_names: place.sections.map((s) => s.section_name),
          board_id: section?.board_id ?? null,
          class_id: section?.class_id ?? null,
          start_at: c.start_at,
          schedule_date: local.date,
          start_time: local.time,
          time_zone: timeZoneOfCountry(country.get(c.school_id)),
          duration_seconds: row.duration_seconds,
          source: row.source,
          state: row.state,
          has_notes: row.notes_key !== null,
          is_bookmarked: marked.has(String(row.recording_id)),
          access: decisions.get(row.recording_id) ?? null,
          created_at: row.created_at,
        },
      ];
    });
  }

  /** Uploads still processing take their transcoding's state (ready or failed) once the media module knows it. */
  async function settled(rows: readonly RecordingRow[]): Promise<RecordingRow[]> {
    const waiting = rows.filter((r) => r.state === 'processing' && r.media_key !== null);
    if (waiting.length === 0) return [...rows];
    const uploads = await deps.uploads.byKeys(waiting.map((r) => r.media_key!));
    const now = iso(deps.clock());
    const changed = new Map<number, RecordingRow['state']>();
    for (const row of waiting) {
      const status = uploads.get(row.media_key!)?.transcodeStatus;
      const state = status === 'processing' ? null : status === 'failed' || status === undefined ? 'failed' : 'ready';
      if (!state) continue;
      await repos.recordings.settle(row.recording_id, state, now);
      changed.set(row.recording_id, state);
    }
    return rows.map((r) => (changed.has(r.recording_id) ? { ...r, state: changed.get(r.recording_id)! } : r));
  }

  return { views, placesOf, settled };
}
