import { LIVE_CLASS_DURATION_MAX, LIVE_CLASS_DURATION_MIN, type SaveLiveClassBody } from '@esc/contracts';
import { isStaff, LectureMode, localDateTimeOf, localDateTimeToMs } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { checkedDay } from '../../platform/http/wire-days.js';
import { iso, invalid, type LiveClassesDeps, idsOf } from './live-classes-ports.js';
import type { LiveClassRow } from './live-classes.repository.js';

/** How far ahead a class may be scheduled, and how far back an edit may place it (a class just held). */
const MAX_AHEAD_MS = 366 * 24 * 3600_000;
const MAX_BEHIND_MS = 24 * 3600_000;
const DAY_MISSING = { reason: 'liveClasses.dayMissing' } as const;

export interface LiveClassFields {
  section_ids: number[];
  subject_id: number;
  subject_name: string | null;
  title: string;
  start_at: string;
  duration_minutes: number;
  presenter_uuid: string;
  lecture_mode: number;
  lecture_type: number;
  provider: string;
  room_link: string;
}

/**
 * The fields of a class as saved: the body's, or the class's own where the body leaves one out.
 * Sections must be the school's, the presenter a member of its staff, the start within a year; the
 * date and time are the school's local ones. 400 naming the field otherwise.
 */
export async function checkedClassFields(
  { sections, subjects, directory, clock }: Pick<LiveClassesDeps, 'sections' | 'subjects' | 'directory' | 'clock'>,
  caller: AuthContext,
  school: { school_id: number; country_iso: string | null },
  body: SaveLiveClassBody,
  current?: LiveClassRow,
): Promise<LiveClassFields> {
  const sectionIds = [...new Set(body.section_ids ?? (current ? idsOf(current.section_ids) : []))];
  if (sectionIds.length === 0) throw invalid('section_ids', { reason: 'liveClasses.noSections' });
  const known = new Map((await sections.sectionsOfSchool(school.school_id)).map((s) => [s.section_id, s]));
  for (const [i, id] of sectionIds.entries()) {
    if (!known.has(id))
      throw invalid(`section_ids.${i}`, { reason: 'liveClasses.sectionNotOfSchool', params: { section: id } });
  }
  const subjectId = body.subject_id ?? current?.subject_id;
  if (subjectId === undefined) throw invalid('subject_id', { reason: 'liveClasses.subjectMissing' });
  const subjectName = await checkedSubject(
    subjects,
    subjectId,
    sectionIds.map((id) => known.get(id)!.class_id),
    school.school_id,
  );
  const title = (body.title ?? current?.title ?? '').trim();
  if (!title) throw invalid('title', { reason: 'liveClasses.titleEmpty' });
  const duration = body.duration ?? current?.duration_minutes ?? 0;
  if (duration < LIVE_CLASS_DURATION_MIN || duration > LIVE_CLASS_DURATION_MAX) {
    throw invalid('duration', {
      reason: 'liveClasses.durationRange',
      params: { min: LIVE_CLASS_DURATION_MIN, max: LIVE_CLASS_DURATION_MAX },
    });
  }
  const presenter = (body.presenter_uuid ?? current?.presenter_uuid ?? caller.uuid).toLowerCase();
  if (presenter !== current?.presenter_uuid && presenter !== caller.uuid) {
    await checkPresenter(directory, presenter, school.school_id);
  }
  return {
    section_ids: sectionIds,
    subject_id: subjectId,
    subject_name: subjectName,
    title,
    start_at: startOf(body, current, school.country_iso, clock()),
    duration_minutes: duration,
    presenter_uuid: presenter,
    lecture_mode: body.lecture_mode ?? current?.lecture_mode ?? LectureMode.MeetingRoom,
    lecture_type: body.lecture_type ?? current?.lecture_type ?? 1,
    provider: body.provider ?? current?.provider ?? 'link',
    room_link: body.room_link ?? current?.room_link ?? '',
  };
}

/**
 * The subject must be one of the catalogue's (or the school's own rack) for the class of every
 * section the class is for; its name is the catalogue's, whatever the client sent.
 */
async function checkedSubject(
  subjects: LiveClassesDeps['subjects'],
  subjectId: number,
  classIds: readonly number[],
  schoolId: number,
): Promise<string> {
  const found = (await subjects.subjectsOf(classIds, [schoolId])).filter((s) => s.syllabus_id === subjectId);
  if (found.length === 0 || classIds.some((c) => !found.some((s) => s.parent_id === c))) {
    throw invalid('subject_id', { reason: 'liveClasses.subjectNotOfClass' });
  }
  return found[0]!.syllabus_name;
}

async function checkPresenter(directory: LiveClassesDeps['directory'], uuid: string, schoolId: number): Promise<void> {
  const [person] = await directory.people([uuid]);
  const placed = await directory.placementsOf([uuid]);
  if (!person || !isStaff(person.user_type_id) || !placed.some((p) => p.school_id === schoolId)) {
    throw invalid('presenter_uuid', { reason: 'liveClasses.presenterNotTeacher' });
  }
}

function startOf(body: SaveLiveClassBody, current: LiveClassRow | undefined, countryIso: string | null, now: number) {
  if (body.schedule_date === undefined && body.start_time === undefined) {
    if (!current) throw invalid('schedule_date', DAY_MISSING);
    return current.start_at;
  }
  const was = current ? localDateTimeOf(Date.parse(current.start_at), countryIso) : null;
  const date = body.schedule_date ?? was?.date;
  const time = body.start_time ?? was?.time;
  if (!date) throw invalid('schedule_date', DAY_MISSING);
  if (!time) throw invalid('start_time', { reason: 'liveClasses.timeMissing' });
  const ms = localDateTimeToMs(checkedDay(date, 'schedule_date'), time, countryIso);
  if (!Number.isFinite(ms)) throw invalid('schedule_date', { reason: 'liveClasses.dayInvalid' });
  if (ms > now + MAX_AHEAD_MS) throw invalid('schedule_date', { reason: 'liveClasses.dayTooFar' });
  if (ms < now - MAX_BEHIND_MS) throw invalid('schedule_date', { reason: 'liveClasses.dayPast' });
  return iso(ms);
}
