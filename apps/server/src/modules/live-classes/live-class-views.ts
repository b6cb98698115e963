import type { ClassRecordingBrief, LiveClass } from '@esc/contracts';
import {
  canStartLiveClass,
  isLiveClassActive,
  isLiveClassExpired,
  liveClassState,
  LiveClassStatus,
  localDateTimeOf,
  timeZoneOfCountry,
} from '@esc/domain';
import { fullName, type LiveClassesDeps, idsOf } from './live-classes-ports.js';
import type { LiveClassRow } from './live-classes.repository.js';

/** Whether a learner may join now: the class is active (002 §4.1) and neither cancelled nor expired (001 §4). */
export function isJoinable(row: LiveClassRow, nowMs: number): boolean {
  return (
    !isLiveClassExpired(row.live_class_status) &&
    row.live_class_status !== LiveClassStatus.Completed &&
    isLiveClassActive(Date.parse(row.start_at), row.duration_minutes, nowMs)
  );
}

/** Whether its presenter may start it now (the staff's Start button; startLiveLecture decides again). */
export function isStartable(row: LiveClassRow, nowMs: number): boolean {
  const open = row.live_class_status === LiveClassStatus.Scheduled || row.live_class_status === LiveClassStatus.Started;
  return open && canStartLiveClass(Date.parse(row.start_at), row.duration_minutes, nowMs);
}

export type LiveClassViews = ReturnType<typeof createLiveClassViews>;

/** The ready recordings of classes, by sch_id (recordings.service.ts classBriefs). */
export type ClassRecordings = (schIds: readonly number[]) => Promise<Map<number, ClassRecordingBrief[]>>;

/** The classes as the calls answer them: names of sections and presenter, local day and time, state, recordings. */
export function createLiveClassViews({ sections, directory, clock }: LiveClassesDeps, recordingsOf?: ClassRecordings) {
  /** `staff`: the school's staff always see the room link; learners and parents only while joinable. */
  async function views(rows: readonly LiveClassRow[], staff: boolean): Promise<LiveClass[]> {
    if (rows.length === 0) return [];
    const now = clock();
    const sectionIds = [...new Set(rows.flatMap((r) => idsOf(r.section_ids)))];
    const schoolIds = [...new Set(rows.map((r) => r.school_id))];
    const [named, schools, people, recorded] = await Promise.all([
      sections.sectionsByIds(sectionIds),
      sections.schoolsByIds(schoolIds),
      directory.people([...new Set(rows.map((r) => r.presenter_uuid))]),
      recordingsOf ? recordingsOf(rows.map((r) => r.sch_id)) : new Map<number, ClassRecordingBrief[]>(),
    ]);
    const sectionName = new Map(named.map((s) => [s.section_id, s.section_name]));
    const country = new Map(schools.map((s) => [s.school_id, s.country_iso]));
    const presenter = new Map(people.map((p) => [p.uuid, fullName(p)]));
    return rows.map((row): LiveClass => {
      const start = Date.parse(row.start_at);
      const local = localDateTimeOf(start, country.get(row.school_id));
      const ids = idsOf(row.section_ids);
      return {
        sch_id: row.sch_id,
        school_id: row.school_id,
        section_ids: ids,
        section_names: ids.map((id) => sectionName.get(id) ?? ''),
        subject_id: row.subject_id,
        subject_name: row.subject_name,
        title: row.title,
        start_at: row.start_at,
        schedule_date: local.date,
        start_time: local.time,
        time_zone: timeZoneOfCountry(country.get(row.school_id)),
        duration: row.duration_minutes,
        presenter_uuid: row.presenter_uuid,
        presenter_name: presenter.get(row.presenter_uuid) ?? '',
        lecture_mode: row.lecture_mode,
        lecture_type: row.lecture_type,
        provider: row.provider,
        live_class_status: row.live_class_status,
        state: liveClassState(row.live_class_status, start, now),
        is_active: isLiveClassActive(start, row.duration_minutes, now),
        is_expired: isLiveClassExpired(row.live_class_status),
        // A provider's room ('' here) is joined through the join flow, each person with their own URL.
        join_link: row.room_link && (staff || isJoinable(row, now)) ? row.room_link : null,
        recordings: recorded.get(row.sch_id) ?? [],
        ...(staff ? { can_start: isStartable(row, now) } : {}),
      };
    });
  }

  return { views };
}
