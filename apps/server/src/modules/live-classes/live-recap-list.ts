import {
  SCHEDULE_RANGE_DAYS_MAX,
  type ClassroomRecap,
  type ClassroomRecapListBody,
  type ClassroomRecapListData,
  type LearnListDetail,
} from '@esc/contracts';
import {
  addCalendarDays,
  isLearner,
  isParent,
  LiveClassStatus,
  localDate,
  localDateTimeToMs,
  timeZoneOfCountry,
} from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import { inSchools } from '../../platform/auth/policy.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { wireId } from '../../platform/http/wire-ids.js';
import type { RecapSummary } from '../learnlists/learnlists.module.js';
import type { LiveClassAudience } from './live-class-audience.js';
import type { LiveClassViews } from './live-class-views.js';
import { checkedDay } from '../../platform/http/wire-days.js';
import type { LiveClassRow } from './live-classes.repository.js';
import { iso, invalid, type LiveClassesDeps, idsOf } from './live-classes-ports.js';
import { recapView } from './live-recaps.service.js';
import { classesActor, LIVE_CLASS_RULES } from './live-classes.policy.js';
import { ALLOWED } from '../../platform/auth/policy.js';

type Deps = LiveClassesDeps & { audience: LiveClassAudience; views: LiveClassViews };

const NO_SECTION = { reason: 'liveClasses.noSection' } as const;

const optionalId = (value: number | string | undefined, field: string) =>
  value === undefined ? null : wireId(value, field);

/** Whose recaps a call reads: a learner's (a parent's child's) published ones, or a school's staff's all. */
interface Reading {
  rows: LiveClassRow[];
  country: string | null;
  learner: { uuid: string } | null;
}

/**
 * POST classroomRecapList (001 §7): the recaps of a section's classes between two days, with each class,
 * its day and subject, and the list's items. Learners (a parent: the active child) read their own
 * sections' published recaps, with their completion; the school's staff read the section's (a teacher:
 * one they teach) recaps, published or not. Another school's section, or a section not theirs: 404.
 */
export function createLiveRecapList(deps: Deps) {
  const { repos, scopes, sections, recaps, audience, views, clock } = deps;

  function range(body: ClassroomRecapListBody, country: string | null) {
    const start = body.start_date ? checkedDay(body.start_date, 'start_date') : localDate(clock(), country);
    const end = body.end_date ? checkedDay(body.end_date, 'end_date') : addCalendarDays(start, 6);
    if (end < start) throw invalid('end_date', { reason: 'liveClasses.endBeforeStart' });
    if (addCalendarDays(start, SCHEDULE_RANGE_DAYS_MAX - 1) < end) {
      throw invalid('end_date', { reason: 'liveClasses.rangeTooLong', params: { days: SCHEDULE_RANGE_DAYS_MAX } });
    }
    return {
      from: iso(localDateTimeToMs(start, '00:00', country)),
      to: iso(localDateTimeToMs(addCalendarDays(end, 1), '00:00', country)),
    };
  }

  async function countryOf(schoolId: number | undefined): Promise<string | null> {
    if (schoolId === undefined) return null;
    return (await sections.schoolsByIds([schoolId]))[0]?.country_iso ?? null;
  }

  async function asLearner(caller: AuthContext, body: ClassroomRecapListBody, sectionId: number | null) {
    const reader = await audience.readerOf(caller, body.uuid);
    if (sectionId !== null && !reader.sectionIds.has(sectionId)) throw new AppError('NOT_FOUND', NO_SECTION);
    const schoolId = optionalId(body.school_id, 'school_id');
    if (schoolId !== null && !reader.schoolIds.includes(schoolId))
      throw new AppError('NOT_FOUND', { reason: 'liveClasses.noSchool' });
    const country = await countryOf(reader.schoolIds[0]);
    const { from, to } = range(body, country);
    const asked = sectionId === null ? [...reader.sectionIds] : [sectionId];
    const rows = (await repos.liveClasses.ofSections(asked, from, to)).filter((r) => audience.reaches(r, reader));
    return { rows, country, learner: { uuid: reader.learnerUuid } };
  }

  async function asStaff(caller: AuthContext, body: ClassroomRecapListBody, sectionId: number | null) {
    // Staff read their school's recaps; a uuid names nobody else.
    await actingUserFor(caller, body.uuid, deps.identity);
    const scope = await scopes.scopeOf(caller);
    const schoolIds = scopes.schoolsAsked(scope, optionalId(body.school_id, 'school_id'));
    if (sectionId !== null) {
      const section = await scopes.sectionFor(scope, sectionId);
      // A section of another of the caller's schools than the one asked is not among the asked.
      if (!inSchools(schoolIds, section.school_id)) throw new AppError('NOT_FOUND', NO_SECTION);
      const country = await countryOf(section.school_id);
      const { from, to } = range(body, country);
      return { rows: await repos.liveClasses.ofSections([sectionId], from, to), country, learner: null };
    }
    const country = await countryOf(schoolIds[0]);
    const { from, to } = range(body, country);
    // The rows are loaded already: the policy's rule decides each without loading them again.
    const actor = classesActor(caller, scope);
    const rows = (await repos.liveClasses.ofSchools(schoolIds, from, to)).filter(
      (r) => LIVE_CLASS_RULES.list(actor, r) === ALLOWED,
    );
    return { rows, country, learner: null };
  }

  /** Classes of the asked board, class and subjects (000 §7 syllabus_ids), not cancelled. */
  async function narrowed(rows: readonly LiveClassRow[], body: ClassroomRecapListBody): Promise<LiveClassRow[]> {
    const subjects = body.syllabus_ids && body.syllabus_ids.length > 0 ? new Set(body.syllabus_ids) : null;
    const boardId = optionalId(body.board_id, 'board_id');
    const classId = optionalId(body.class_id, 'class_id');
    const kept = rows.filter(
      (r) => r.live_class_status !== LiveClassStatus.Cancelled && (!subjects || subjects.has(r.subject_id)),
    );
    if (boardId === null && classId === null) return kept;
    const named = await sections.sectionsByIds([...new Set(kept.flatMap((r) => idsOf(r.section_ids)))]);
    return kept.filter((r) =>
      named.some(
        (s) =>
          idsOf(r.section_ids).includes(s.section_id) &&
          (boardId === null || s.board_id === boardId) &&
          (classId === null || s.class_id === classId),
      ),
    );
  }

  async function recapList(caller: AuthContext, body: ClassroomRecapListBody): Promise<ClassroomRecapListData> {
    const sectionId = optionalId(body.section_id, 'section_id');
    const learnerSide = isLearner(caller.userTypeId) || isParent(caller.userTypeId);
    const reading: Reading = learnerSide
      ? await asLearner(caller, body, sectionId)
      : await asStaff(caller, body, sectionId);
    const rows = await narrowed(reading.rows, body);
    const links = await repos.recaps.ofClasses(rows.map((r) => r.sch_id));
    let summaries = await recaps.summaries(links.map((l) => l.learnlist_id));
    // Learners see a recap once it is published; the school's staff see it as it is built.
    if (reading.learner) summaries = summaries.filter((s) => s.is_published === 1);
    const ids = summaries.map((s) => s.learnlist_id);
    const details = reading.learner
      ? await recaps.learnerDetails(caller, reading.learner.uuid, ids)
      : await recaps.staffDetails(ids);
    const shown = await views.views(rows, !reading.learner);
    const list = rows.flatMap((row, i): ClassroomRecap[] => {
      const link = links.find((l) => l.sch_id === row.sch_id);
      const summary = link && summaries.find((s) => s.learnlist_id === link.learnlist_id);
      const detail = summary && details.find((d) => d.learnlist_id === summary.learnlist_id);
      return summary && detail ? [entryOf(shown[i]!, summary, detail, !!reading.learner)] : [];
    });
    return { class_room_recap_list: list, time_zone: timeZoneOfCountry(reading.country) };
  }

  return { recapList };
}

function entryOf(
  live: Awaited<ReturnType<LiveClassViews['views']>>[number],
  summary: RecapSummary,
  detail: LearnListDetail,
  learner: boolean,
): ClassroomRecap {
  return {
    ...recapView(live.sch_id, summary),
    title: live.title,
    schedule_date: live.schedule_date,
    start_time: live.start_time,
    start_at: live.start_at,
    subject_id: live.subject_id,
    subject_name: live.subject_name,
    section_ids: live.section_ids,
    presenter_name: live.presenter_name,
    // A learner opens the items through the recap's assignment (the access gate's learn-list rule).
    assign_id: learner ? detail.assign_id : summary.assign_id,
    learnlist_data: detail.learnlist_data,
  };
}
