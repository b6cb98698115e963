import type {
  AnswerDoubtBody,
  AskDoubtData,
  DoubtQueueBody,
  DoubtQueueData,
  DoubtSettingsBody,
  DoubtSettingsData,
} from '@esc/contracts';
import { answerHasSomething, isSchoolAdmin } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { staffActor } from '../../platform/auth/staff-actor.js';
import { isSafeKey } from '../../platform/storage/storage.js';
import type { DoubtViews } from './doubt-views.js';
import { invalid, iso, type DoubtsDeps } from './doubts-ports.js';
import { classKey, type DoubtStaffActor, type DoubtsPolicy } from './doubts.policy.js';
import type { DoubtRow, QueueFilter } from './doubts.repository.js';
import { pageOf } from './doubts.service.js';

type Deps = DoubtsDeps & { views: DoubtViews; policy: DoubtsPolicy };

export type DoubtQueueService = ReturnType<typeof createDoubtQueueService>;

/**
 * The teacher's side: the queue of the sections and subjects they teach (a school admin: every
 * doubt of the school), unanswered first; answering in words, photos of the school's uploads or a
 * content item; and the school's setting of whether learners read each other's answered doubts.
 */
export function createDoubtQueueService(deps: Deps) {
  const { scopes, sections, uploads, briefs, directory, repo, views, policy, clock, publish, audit } = deps;

  /** The caller as the rules read them, with the section and subject pairs they teach in their schools. */
  async function actorOf(caller: AuthContext) {
    const scope = await scopes.scopeOf(caller);
    const admin = isSchoolAdmin(caller.userTypeId, caller.role);
    // A school admin answers for every class of their schools; a teacher for the subjects they teach.
    const assignments = admin
      ? await sections.assignmentsOfSections(
          (await Promise.all(scope.schoolIds.map((id) => sections.sectionsOfSchool(id))))
            .flat()
            .map((s) => s.section_id),
        )
      : await sections.assignmentsOfTeachers([caller.uuid]);
    const named = await sections.sectionsByIds(assignments.map((a) => a.section_id));
    const inSchool = new Map(
      named.filter((s) => scope.schoolIds.includes(s.school_id)).map((s) => [s.section_id, s.section_name]),
    );
    // One entry per section and subject (two teachers of one subject are one class to an admin).
    const byClass = new Map(
      assignments
        .filter((a) => inSchool.has(a.section_id))
        .map((a) => [
          classKey(a.section_id, a.subject_id),
          {
            section_id: a.section_id,
            section_name: inSchool.get(a.section_id)!,
            subject_id: a.subject_id,
            subject_name: a.subject_name,
          },
        ]),
    );
    const classes = [...byClass.values()];
    const actor: DoubtStaffActor = {
      ...staffActor(caller, scope),
      teaches: new Set(byClass.keys()),
    };
    return { actor, classes, admin };
  }

  async function queue(caller: AuthContext, body: DoubtQueueBody): Promise<DoubtQueueData> {
    const { actor, classes, admin } = await actorOf(caller);
    const wanted = (c: { section_id: number; subject_id: number }) =>
      (body.section_id === undefined || c.section_id === body.section_id) &&
      (body.subject_id === undefined || c.subject_id === body.subject_id);
    const filter: QueueFilter = {
      classes: admin ? { schoolIds: actor.schoolIds } : classes.filter(wanted),
      sectionId: admin ? body.section_id : undefined,
      subjectId: admin ? body.subject_id : undefined,
      answered: body.status === undefined ? undefined : body.status === 'answered',
    };
    const { rows, total, open } = await repo.queue(filter, pageOf(body));
    await audit.record(caller, { kind: 'doubt', learners: rows.map((r) => r.learner_uuid) });
    return { doubts: await views.views(rows, { names: true }), total, open_count: open, classes };
  }

  /** The answer's photos: uploads recorded for the doubt's school. */
  async function checkedPhotos(keys: readonly string[], schoolId: number): Promise<string[]> {
    const unique = [...new Set(keys)];
    const recorded = await uploads.byKeys(unique.filter(isSafeKey));
    for (const [i, key] of unique.entries()) {
      const upload = recorded.get(key);
      if (upload?.schoolId !== schoolId || !upload.contentType.startsWith('image/'))
        throw invalid(`photos.${i}`, { reason: 'doubts.photoNotSchools', params: { n: i + 1 } });
    }
    return unique;
  }

  /** The learner and their parents hear of the first answer (a changed answer tells nobody again). */
  async function tellLearner(row: DoubtRow): Promise<void> {
    const [child] = await directory.parentsByChild([row.learner_uuid]);
    const about = row.about_title.slice(0, 150);
    await publish({
      id: `doubt_answered:${row.doubt_id}:learner`,
      kind: 'doubt_answered',
      recipients: [row.learner_uuid],
      title: { key: 'notifications.doubts.answered' },
      body: { text: about },
      link: '/ask-a-doubt',
      data: { doubt_id: row.doubt_id },
    });
    if (!child || child.parents.length === 0) return;
    await publish({
      id: `doubt_answered:${row.doubt_id}:parents`,
      kind: 'doubt_answered',
      recipients: child.parents,
      title: {
        key: 'notifications.doubts.answeredParents',
        params: { child: { person: row.learner_uuid, part: 'first' } },
      },
      body: { text: about },
      link: '/ask-a-doubt',
      data: { doubt_id: row.doubt_id, child_uuid: row.learner_uuid },
    });
  }

  async function answer(caller: AuthContext, body: AnswerDoubtBody): Promise<AskDoubtData> {
    const { actor } = await actorOf(caller);
    const row = await policy.authorizeOne(actor, 'answer', body.doubt_id);
    const text = body.answer_text?.trim() ?? '';
    const photos = await checkedPhotos(body.photos ?? [], row.school_id);
    const contentId = body.content_id ?? null;
    if (contentId !== null && !(await briefs.contents([contentId], [row.school_id])).has(contentId)) {
      throw invalid('content_id', { reason: 'doubts.contentNotSeen' });
    }
    if (!answerHasSomething({ text, photos: photos.length, contentId })) {
      throw invalid('answer_text', { reason: 'doubts.emptyAnswer' });
    }
    await repo.answer(row.doubt_id, {
      answered_at: row.answered_at ?? iso(clock()),
      answered_by: caller.uuid,
      answer_text: text || null,
      answer_photo_keys: JSON.stringify(photos),
      answer_content_id: contentId,
    });
    await tellLearner(row);
    const [view] = await views.views(await repo.byIds([row.doubt_id]), { names: true });
    return { doubt: view! };
  }

  /** The school's doubt settings; a school admin changes them. Another school's is not found. */
  async function settings(caller: AuthContext, body: DoubtSettingsBody): Promise<DoubtSettingsData> {
    const scope = await scopes.scopeOf(caller);
    const schoolId = scopes.schoolsAsked(scope, body.school_id ?? null)[0];
    if (schoolId === undefined) throw new AppError('FORBIDDEN', { reason: 'doubts.notStaff' });
    const canChange = isSchoolAdmin(caller.userTypeId, caller.role);
    if (body.classmates_see_answered !== undefined) {
      if (!canChange) throw new AppError('FORBIDDEN', { reason: 'doubts.adminOnlySettings' });
      await repo.saveSetting(schoolId, body.classmates_see_answered, caller.uuid, iso(clock()));
    }
    const current = (await repo.settingsOf([schoolId])).get(schoolId) ?? false;
    return { school_id: schoolId, classmates_see_answered: current, can_change: canChange };
  }

  return { queue, answer, settings };
}
