import {
  DOUBT_PAGE_MAX,
  type AskDoubtBody,
  type AskDoubtData,
  type ClassmatesDoubtsBody,
  type ClassmatesDoubtsData,
  type DoubtListData,
  type MyDoubtsBody,
} from '@esc/contracts';
import { isLearner } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { isSafeKey } from '../../platform/storage/storage.js';
import type { createDoubtAbout, DoubtTarget } from './doubt-about.js';
import type { DoubtViews } from './doubt-views.js';
import { invalid, iso, type DoubtsDeps } from './doubts-ports.js';

type Deps = DoubtsDeps & { about: ReturnType<typeof createDoubtAbout>; views: DoubtViews };

/** The page asked for, bounded. */
export function pageOf(body: { page_no?: number; page_size?: number }) {
  const size = Math.min(body.page_size ?? 20, DOUBT_PAGE_MAX);
  const no = body.page_no ?? 1;
  return { no, size, offset: (no - 1) * size, limit: size };
}

export type DoubtsService = ReturnType<typeof createDoubtsService>;

/**
 * The learner's side of doubts: a learner asks (a parent reads the active child's, never asks); the
 * doubt goes to the teachers of the learner's section for its subject, found here and not taken from
 * the client; classmates read answered doubts without names when the school allows it.
 */
export function createDoubtsService(deps: Deps) {
  const { identity, directory, sections, learnerFiles, repo, about, views, clock, publish } = deps;

  /** The learner's section that has a teacher of the subject (their main school's first), and those teachers. */
  async function placeOf(uuid: string, subjectId: number) {
    const placements = (await directory.membershipsOf(uuid)).filter((m) => m.section_id !== null);
    const assignments = await sections.assignmentsOfSections(placements.map((m) => m.section_id!));
    for (const placement of placements) {
      const teachers = assignments.filter((a) => a.section_id === placement.section_id && a.subject_id === subjectId);
      if (teachers.length > 0) {
        const teacherUuids = [...new Set(teachers.map((t) => t.user_uuid))];
        return { schoolId: placement.school_id, sectionId: placement.section_id!, teacherUuids };
      }
    }
    const noTeacher = { reason: 'doubts.noTeacher' } as const;
    throw new AppError('CONFLICT', noTeacher, { errors: [{ field: 'about', ...noTeacher }] });
  }

  /** Only the learner's own photos, of the school the doubt is asked in. */
  async function checkedPhotos(keys: readonly string[], uuid: string, schoolId: number): Promise<string[]> {
    const unique = [...new Set(keys)];
    const recorded = await learnerFiles.byKeys(unique.filter(isSafeKey));
    for (const [i, key] of unique.entries()) {
      const upload = recorded.get(key);
      if (upload?.uploadedBy !== uuid || upload.schoolId !== schoolId || !upload.contentType.startsWith('image/'))
        throw invalid(`photos.${i}`, { reason: 'doubts.photoNotYours', params: { n: i + 1 } });
    }
    return unique;
  }

  async function tellTeachers(
    doubtId: number,
    target: DoubtTarget,
    teacherUuids: string[],
    learnerUuid: string,
    text: string,
  ) {
    await publish({
      id: `doubt_asked:${doubtId}`,
      kind: 'doubt_asked',
      recipients: teacherUuids,
      title: { key: 'notifications.doubts.asked', params: { about: target.about_title.slice(0, 150) } },
      body: { text: text.slice(0, 300) },
      link: '/ask-a-doubt',
      data: { doubt_id: doubtId },
      // The learner's own words: erasing the learner empties them in the teachers' centres.
      wordsOf: learnerUuid,
    });
  }

  async function ask(caller: AuthContext, body: AskDoubtBody): Promise<AskDoubtData> {
    const acting = await actingUserFor(caller, body.uuid, identity);
    if (acting.forChild || !isLearner(caller.userTypeId)) {
      throw new AppError('FORBIDDEN', { reason: 'doubts.onlyLearner' });
    }
    const text = body.doubt_text.trim();
    if (!text) throw invalid('doubt_text', { reason: 'doubts.emptyText' });
    const schoolIds = [...new Set((await directory.membershipsOf(caller.uuid)).map((m) => m.school_id))];
    const target = await about.find(body, caller.uuid, schoolIds);
    const place = await placeOf(caller.uuid, target.subject_id);
    const photos = await checkedPhotos(body.photos ?? [], caller.uuid, place.schoolId);
    const doubtId = await repo.insert({
      ...target,
      learner_uuid: caller.uuid,
      school_id: place.schoolId,
      section_id: place.sectionId,
      doubt_text: text,
      photo_keys: JSON.stringify(photos),
      asked_at: iso(clock()),
      answered_at: null,
      answered_by: null,
      answer_text: null,
      answer_photo_keys: null,
      answer_content_id: null,
    });
    await tellTeachers(doubtId, target, place.teacherUuids, caller.uuid, text);
    const [view] = await views.views(await repo.byIds([doubtId]), { names: true });
    return { doubt: view! };
  }

  /** The learner's doubts with their answers, newest first; a parent's of the active child. */
  async function mine(caller: AuthContext, body: MyDoubtsBody): Promise<DoubtListData> {
    const acting = await actingUserFor(caller, body.uuid, identity);
    const page = pageOf(body);
    const { rows, total } = await repo.ofLearner(acting.uuid, page);
    return { doubts: await views.views(rows, { names: true }), total, page_no: page.no, page_size: page.size };
  }

  /**
   * Answered doubts of the learner's sections, without names and not the learner's own, in schools
   * that let learners read them. Another section's doubts are never among them.
   */
  async function classmates(caller: AuthContext, body: ClassmatesDoubtsBody): Promise<ClassmatesDoubtsData> {
    const acting = await actingUserFor(caller, body.uuid, identity);
    const placements = (await directory.membershipsOf(acting.uuid)).filter((m) => m.section_id !== null);
    const allows = await repo.settingsOf([...new Set(placements.map((m) => m.school_id))]);
    const sectionIds = placements.filter((m) => allows.get(m.school_id) === true).map((m) => m.section_id!);
    if (sectionIds.length === 0) return { allowed: false, doubts: [], total: 0 };
    const { rows, total } = await repo.answeredInSections(sectionIds, pageOf(body), acting.uuid);
    return { allowed: true, doubts: await views.views(rows, { names: false }), total };
  }

  return { ask, mine, classmates };
}
