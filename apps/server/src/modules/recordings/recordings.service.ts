import {
  RECORDED_LECTURES_PAGE_SIZE,
  type AccessDecision,
  type ClassRecordingBrief,
  type RecordedClassesBody,
  type RecordedClassesData,
  type RecordedLectureDetailsBody,
  type RecordedLectureDetailsData,
  type RecordedSubjectsBody,
  type RecordedSubjectsData,
} from '@esc/contracts';
import { isLearner, isParent, isStaff, LearnListItemType } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { wireId } from '../../platform/http/wire-ids.js';
import type { RecordedLectureBrief } from '../learning/learning.module.js';
import type { SchoolsPerson } from '../catalogue/catalogue.module.js';
import { AppError } from '../../platform/errors/app-error.js';
import { NO_RECORDING, idsOf, type RecordingDeps } from './recordings-ports.js';
import type { RecordingReader, RecordingViews } from './recording-views.js';
import type { RecordingsPolicy } from './recordings.policy.js';
import { staffActor } from '../../platform/auth/staff-actor.js';
import type { RecordingFilter, RecordingRow } from './recordings.repository.js';

/** What staff of the school are told about their own school's recording: they watch it without the gate. */
const STAFF_ACCESS: AccessDecision = {
  allowed: true,
  reason: 'staff-access',
  prompt: null,
  explanation: 'Staff of the school watch its recordings.',
  freemium: null,
};

const optionalId = (value: number | string | null | undefined, what: string) =>
  value === undefined || value === null || value === '' ? null : wireId(value, what);

export type RecordingsService = ReturnType<typeof createRecordingsService>;

/**
 * Reading recordings: learners (a parent: the active child, named by uuid) see the ready recordings of
 * their sections' classes, the school's staff every recording of their school; playback hands out the
 * media only when the access gate allows (spec 001 §4), else its prompt and explanation. Another
 * school's recording, or another section's, is answered as absent (404).
 */
export function createRecordingsService(deps: RecordingDeps & { views: RecordingViews; policy: RecordingsPolicy }) {
  const { repos, scopes, identity, audience, signer, views } = deps;

  /** The reader of a call: the learner it is about, or staff of the schools asked (another school: 404). */
  async function readerFor(
    caller: AuthContext,
    uuid: string | null | undefined,
    schoolAsked: number | string | null | undefined,
  ): Promise<RecordingReader> {
    const asked = optionalId(schoolAsked, 'school');
    if (isLearner(caller.userTypeId) || isParent(caller.userTypeId)) {
      const reader = await audience.readerOf(caller, uuid);
      if (asked !== null && !reader.schoolIds.includes(asked))
        throw new AppError('NOT_FOUND', { reason: 'liveClasses.noSchool' });
      return { kind: 'learner', auth: caller, reader };
    }
    await actingUserFor(caller, uuid, identity);
    const scope = await scopes.scopeOf(caller);
    return { kind: 'staff', auth: caller, schoolIds: scopes.schoolsAsked(scope, asked) };
  }

  /** A learner's ready recordings of their sections (those asked among them); staff's school's, every state. */
  function filterOf(who: RecordingReader, details: RecordedClassesBody['assignment_details'] = []): RecordingFilter {
    const sectionsAsked = details.flatMap((d) => (d.section_id ? [d.section_id] : []));
    const subjectsAsked = details.flatMap((d) => (d.subject_id ? [d.subject_id] : []));
    const subjectIds = subjectsAsked.length > 0 ? subjectsAsked : undefined;
    if (who.kind === 'staff') {
      return {
        schoolIds: who.schoolIds,
        sectionIds: sectionsAsked.length > 0 ? sectionsAsked : undefined,
        subjectIds,
        readyOnly: false,
      };
    }
    const mine = [...who.reader.sectionIds];
    return {
      schoolIds: who.reader.schoolIds,
      sectionIds: sectionsAsked.length > 0 ? mine.filter((id) => sectionsAsked.includes(id)) : mine,
      subjectIds,
      readyOnly: true,
    };
  }

  /** Uploads of the schools whose transcoding finished become ready (or failed) before a list is read. */
  async function settleSchools(schoolIds: readonly number[]): Promise<void> {
    await views.settled(await repos.recordings.processingOf(schoolIds));
  }

  /** POST recordedClassesUniversity: newest class first, page_size 10 unless asked (001 §9). */
  async function list(caller: AuthContext, body: RecordedClassesBody): Promise<RecordedClassesData> {
    const who = await readerFor(caller, body.uuid, body.school_id);
    const filter = filterOf(who, body.assignment_details);
    await settleSchools(filter.schoolIds);
    const pageNo = body.page_no ?? 1;
    const pageSize = body.page_size ?? RECORDED_LECTURES_PAGE_SIZE;
    const { rows, total } = await repos.recordings.page(filter, { offset: (pageNo - 1) * pageSize, limit: pageSize });
    return { classes: await views.views(rows, who), total_count: total, page_no: pageNo, page_size: pageSize };
  }

  /** POST getSubjectListForRecordedLectures: the subjects with recordings the reader sees, and how many. */
  async function subjects(caller: AuthContext, body: RecordedSubjectsBody): Promise<RecordedSubjectsData> {
    const who = await readerFor(caller, body.uuid, body.school_id);
    const filter = filterOf(who);
    await settleSchools(filter.schoolIds);
    const counts = await repos.recordings.subjectCounts(filter);
    const samples = await deps.classes.byIds(counts.map((c) => c.sample_sch_id));
    const sectionIds = [...new Set(samples.flatMap((c) => idsOf(c.section_ids)))];
    const [placed, nodes] = await Promise.all([
      deps.sections.sectionsByIds(sectionIds),
      deps.subjectNodes.byIds(
        counts.map((c) => c.subject_id),
        filter.schoolIds,
      ),
    ]);
    const sectionOf = (schId: number) => {
      const ids = idsOf(samples.find((c) => c.sch_id === schId)?.section_ids ?? '[]');
      const mine = who.kind === 'learner' ? ids.find((id) => who.reader.sectionIds.has(id)) : undefined;
      return placed.find((s) => s.section_id === (mine ?? ids[0]));
    };
    return {
      subjects: counts.map((c) => {
        const section = sectionOf(c.sample_sch_id);
        const node = nodes.get(c.subject_id);
        return {
          subject_id: c.subject_id,
          subject_name: node?.syllabus_name ?? c.subject_name,
          board_id: section?.board_id ?? null,
          class_id: section?.class_id ?? null,
          recording_count: c.recording_count,
          group_presentation: node?.group_presentation ?? null,
        };
      }),
    };
  }

  /** One recording the reader may see (else 404): staff, their school's; a learner, a ready one of their sections. */
  async function visible(who: RecordingReader, id: number): Promise<RecordingRow> {
    const [row] = await views.settled(await repos.recordings.byIds([id]));
    if (!row) throw new AppError('NOT_FOUND', NO_RECORDING);
    if (who.kind === 'staff') {
      // Another school's recording is as absent as a missing one.
      const [seen] = await deps.policy.allowedIds(staffActor(who.auth, who), 'watchAll', [row.sch_id]);
      if (seen === undefined) throw new AppError('NOT_FOUND', NO_RECORDING);
      return row;
    }
    const [live] = await deps.classes.byIds([row.sch_id]);
    if (!live || row.state !== 'ready') throw new AppError('NOT_FOUND', NO_RECORDING);
    if (audience.reaches(live, who.reader)) return row;
    // Another section's class: seen when the learner's homework (of the recording's school) lists it.
    const [held] = await deps.homework.heldItems(who.reader.learnerUuid, LearnListItemType.RecordedLecture, [
      String(row.recording_id),
    ]);
    if (held?.schoolId !== row.school_id) throw new AppError('NOT_FOUND', NO_RECORDING);
    return row;
  }

  /**
   * POST recordedLectureDetails: the recording and the gate's decision; the media (a signed mp4 or the
   * provider's playback page) and its notes only when allowed. Opened from homework (assign_id, or the
   * homework found to list it), the gate reads that assignment.
   */
  async function details(caller: AuthContext, body: RecordedLectureDetailsBody): Promise<RecordedLectureDetailsData> {
    const who = await readerFor(caller, body.uuid, null);
    const row = await visible(who, wireId(body.video_id, 'recorded lecture'));
    const [view] = await views.views([row], who, optionalId(body.assign_id, 'assignment'));
    // Staff of its school watch it as staff; a learner only by the gate's decision (none: it cannot be placed).
    const access = who.kind === 'staff' ? STAFF_ACCESS : view?.access;
    if (!view || !access) throw new AppError('NOT_FOUND', NO_RECORDING);
    const open = access.allowed && row.state === 'ready';
    // Played from the homework it names (spec 002 §4.2): the learner's own open completes the item, once.
    if (open && who.kind === 'learner' && view.assign_id !== null && isLearner(caller.userTypeId)) {
      const assignAsked = optionalId(body.assign_id, 'assignment');
      if (assignAsked !== null) {
        await deps.homework.itemOpened({
          uuid: who.reader.learnerUuid,
          assignId: assignAsked,
          kind: 'recorded_lecture',
          itemId: String(row.recording_id),
          at: new Date(deps.clock()).toISOString(),
        });
      }
    }
    const sign = (key: string | null) => (open && key ? signer.signKeyShared(key) : null);
    const video = sign(row.media_key);
    const notes = sign(row.notes_key);
    return {
      recorded_lecture: view,
      access,
      video_url: video?.url ?? null,
      playback_url: open ? row.playback_url : null,
      notes_url: notes?.url ?? null,
      url_expires_in: video?.expiresIn ?? notes?.expiresIn ?? null,
    };
  }

  /** Recordings by id as learn-lists names them (homework items): their title and school. */
  async function itemBriefs(ids: readonly number[]): Promise<Map<number, { title: string; schoolId: number }>> {
    const rows = ids.length === 0 ? [] : await repos.recordings.byIds([...new Set(ids)]);
    return new Map(rows.map((r) => [r.recording_id, { title: r.title, schoolId: r.school_id }]));
  }

  /**
   * The recordings a person may watch, by video_id (for bookmarks): a learner's (or a parent's child's)
   * ready ones of their sections; a member of staff's, their school's. Parents bookmark for the child.
   */
  async function briefsFor(person: SchoolsPerson, videoIds: readonly string[]) {
    const ids = videoIds.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
    const out = new Map<string, RecordedLectureBrief>();
    const type = person.userTypeId;
    if (ids.length === 0 || (type !== null && isParent(type))) return out;
    const staff = type !== null && isStaff(type);
    const rows = (await repos.recordings.byIds(ids)).filter((r) => staff || r.state === 'ready');
    const classes = await deps.classes.byIds(rows.map((r) => r.sch_id));
    const placements = await deps.directory.placementsOf([person.uuid]);
    const schoolIds = staff ? await identity.tenantSchoolIds({ uuid: person.uuid, userTypeId: type }) : [];
    const sectionIds = new Set(placements.flatMap((p) => (p.section_id === null ? [] : [p.section_id])));
    const placed = await deps.sections.sectionsByIds([...new Set(classes.flatMap((c) => idsOf(c.section_ids)))]);
    for (const row of rows) {
      const live = classes.find((c) => c.sch_id === row.sch_id);
      if (!live) continue;
      const ofClass = idsOf(live.section_ids);
      const mine = ofClass.find((id) => sectionIds.has(id));
      const seen = staff ? schoolIds.includes(row.school_id) : mine !== undefined;
      if (!seen) continue;
      const section = placed.find((s) => s.section_id === (mine ?? ofClass[0]));
      out.set(String(row.recording_id), {
        title: row.title,
        lecture_id: row.sch_id,
        board_id: section?.board_id ?? null,
        class_id: section?.class_id ?? null,
      });
    }
    return out;
  }

  /** The ready recordings of classes, for their cards in the schedule (processing uploads settled first). */
  async function classBriefs(schIds: readonly number[]): Promise<Map<number, ClassRecordingBrief[]>> {
    const rows = await views.settled(await repos.recordings.ofClasses(schIds));
    const out = new Map<number, ClassRecordingBrief[]>();
    for (const row of rows.filter((r) => r.state === 'ready')) {
      const brief = { video_id: row.recording_id, title: row.title, has_notes: row.notes_key !== null };
      out.set(row.sch_id, [...(out.get(row.sch_id) ?? []), brief]);
    }
    return out;
  }

  return { list, subjects, details, briefsFor, classBriefs, itemBriefs };
}
