import {
  LIVE_CLASS_DURATION_MAX,
  type ActiveClassBody,
  type ActiveClassData,
  type AddItemToClassRecapBody,
  type AddItemToClassRecapData,
  type AttachLearnListToClassBody,
  type ClassRecap,
  type ClassRecapData,
  type PublishClassRecapBody,
  type RecapItemCountBody,
  type RecapItemCountData,
} from '@esc/contracts';
import {
  activeClassState,
  boundedMadeAt,
  CLASS_RECAP_GRACE_MINUTES,
  classRecapName,
  localDateTimeOf,
  RECORDED_CLASS_RECAP_HOLD_MINUTES,
  teachingEndsMs,
} from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { wireId } from '../../platform/http/wire-ids.js';
import type { RecapSummary } from '../learnlists/learnlists.module.js';
import type { LiveClassViews } from './live-class-views.js';
import type { LiveClassRow } from './live-classes.repository.js';
import { classesActor, type LiveClassAction, type LiveClassesPolicy } from './live-classes.policy.js';
import { iso, invalid, type LiveClassesDeps, idsOf } from './live-classes-ports.js';
import type { RecapNotices } from './live-recap-notices.js';

const MINUTE = 60_000;

type Deps = LiveClassesDeps & { views: LiveClassViews; notices: RecapNotices; policy: LiveClassesPolicy };

/** The answer's view of a recap list of a class. */
export const recapView = (lectureId: number, r: RecapSummary): ClassRecap => ({
  lecture_id: lectureId,
  learnlist_id: r.learnlist_id,
  learnlist_name: r.learnlist_name,
  item_count: r.item_count,
  is_published: r.is_published,
  stage: r.stage,
});

const taught = (row: LiveClassRow) => ({
  startMs: Date.parse(row.start_at),
  durationMinutes: row.duration_minutes,
  lectureType: row.lecture_type,
  liveClassStatus: row.live_class_status,
});

export type LiveRecapsService = ReturnType<typeof createLiveRecapsService>;

/**
 * Class recaps, the live-classes module's side (000 §4): which learn-list is a class's recap, who
 * may build, publish or attach it, and when a class counts as being taught. The lists themselves are
 * the learn-lists module's (its recaps service); nothing here reads their tables.
 */
export function createLiveRecapsService(deps: Deps) {
  const { repos, scopes, sections, recaps, clock, views, policy } = deps;
  const links = repos.recaps;

  /** A class of the caller's schools (else 404) that they may do this to (else 403). */
  async function classFor(caller: AuthContext, lectureId: number | string, action: LiveClassAction) {
    const scope = await scopes.scopeOf(caller);
    return policy.authorizeOne(classesActor(caller, scope), action, wireId(lectureId, 'lecture'));
  }

  async function recapOf(row: LiveClassRow): Promise<RecapSummary | null> {
    const [link] = await links.ofClasses([row.sch_id]);
    if (!link) return null;
    return (await recaps.summaries([link.learnlist_id]))[0] ?? null;
  }

  async function summaryOf(row: LiveClassRow): Promise<ClassRecap> {
    const recap = await recapOf(row);
    if (!recap) throw new AppError('NOT_FOUND', { reason: 'liveClasses.noRecap' });
    return recapView(row.sch_id, recap);
  }

  /** The class's recap, made with this first item and attached to the class (000 §4); null when nothing was made. */
  async function firstItem(caller: AuthContext, row: LiveClassRow, item: AddItemToClassRecapBody['item']) {
    const [school] = await sections.schoolsByIds([row.school_id]);
    const [section] = await sections.sectionsByIds(idsOf(row.section_ids).slice(0, 1));
    const day = localDateTimeOf(Date.parse(row.start_at), school?.country_iso).date;
    const listId = await recaps.create(
      {
        schoolId: row.school_id,
        ownerUuid: caller.uuid,
        name: classRecapName(row.title, day),
        boardId: section?.board_id ?? null,
        classId: section?.class_id ?? null,
        subjectId: row.subject_id,
      },
      item,
    );
    const at = iso(clock());
    const link = { sch_id: row.sch_id, school_id: row.school_id, learnlist_id: listId, attached_by: caller.uuid };
    if (await links.linkIfNone({ ...link, created_at: at, updated_at: at })) return true;
    // Another request attached its recap first (two taps at once): this one's list goes, the item joins theirs.
    await recaps.discard(listId);
    return false;
  }

  /** POST addItemToClassRecap: the presenter, while teaching the class, adds what they open (once each). */
  async function addItem(caller: AuthContext, body: AddItemToClassRecapBody): Promise<AddItemToClassRecapData> {
    await actingUserFor(caller, body.uuid, deps.identity);
    const row = await classFor(caller, body.lecture_id, 'teach');
    // Opened with no connection, it arrives later: judged at the time it was opened (never later than now).
    if (activeClassState(taught(row), boundedMadeAt(body.made_at, clock())) !== 'teaching') {
      throw new AppError('CONFLICT', {
        reason: 'liveClasses.notTeaching',
        params: { minutes: CLASS_RECAP_GRACE_MINUTES },
      });
    }
    const [link] = await links.ofClasses([row.sch_id]);
    if (!link && (await firstItem(caller, row, body.item))) {
      return { recap: await summaryOf(row), created: true, added: true };
    }
    // The class's recap: the one found, or the one another request attached first.
    const [current] = link ? [link] : await links.ofClasses([row.sch_id]);
    const added = await recaps.addItem(current!.learnlist_id, row.school_id, body.item);
    return { recap: await summaryOf(row), created: false, added };
  }

  /** POST activeClass: the classes the caller presents and is teaching now (their active-class state). */
  async function activeClasses(caller: AuthContext, body: ActiveClassBody): Promise<ActiveClassData> {
    await actingUserFor(caller, body.uuid, deps.identity);
    const subjectId = body.subject_id === undefined ? null : wireId(body.subject_id, 'subject');
    const now = clock();
    // A class taught now started at most its longest length plus a recorded stream's hold ago.
    const from = now - (LIVE_CLASS_DURATION_MAX + RECORDED_CLASS_RECAP_HOLD_MINUTES) * MINUTE;
    // A class started early (status 2) counts from then: looked for up to a day ahead.
    const rows = (await links.presentedBy(caller.uuid, iso(from), iso(now + 24 * 60 * MINUTE))).filter(
      (r) => activeClassState(taught(r), now) === 'teaching' && (subjectId === null || r.subject_id === subjectId),
    );
    const [shown, linked] = await Promise.all([views.views(rows, true), links.ofClasses(rows.map((r) => r.sch_id))]);
    const summaries = await recaps.summaries(linked.map((l) => l.learnlist_id));
    return {
      classes: rows.map((row, i) => {
        const link = linked.find((l) => l.sch_id === row.sch_id);
        const recap = link && summaries.find((s) => s.learnlist_id === link.learnlist_id);
        return {
          live_class: shown[i]!,
          teaching_until: iso(teachingEndsMs(taught(row))),
          recap: recap ? recapView(row.sch_id, recap) : null,
        };
      }),
    };
  }

  /** POST updatedLearnlistItemCount: the item counts of classes' recaps the caller's schools hold. */
  async function counts(caller: AuthContext, body: RecapItemCountBody): Promise<RecapItemCountData> {
    await actingUserFor(caller, body.uuid, deps.identity);
    const scope = await scopes.scopeOf(caller);
    const pairs = body.lecture_learnlist_ids.map((p, i) => ({
      schId: wireId(p.lecture_id, `lecture_learnlist_ids.${i}.lecture_id`),
      listId: wireId(p.learnlist_id, `lecture_learnlist_ids.${i}.learnlist_id`),
    }));
    const linked = (await links.ofClasses([...new Set(pairs.map((p) => p.schId))])).filter(
      (l) =>
        scope.schoolIds.includes(l.school_id) && pairs.some((p) => p.schId === l.sch_id && p.listId === l.learnlist_id),
    );
    const summaries = await recaps.summaries(linked.map((l) => l.learnlist_id));
    return {
      counts: linked.flatMap((l) => {
        const recap = summaries.find((s) => s.learnlist_id === l.learnlist_id);
        return recap ? [recapView(l.sch_id, recap)] : [];
      }),
    };
  }

  /** POST publishUnpublishLiveClassLearnlist: the class's sections' learners see the recap, or no longer. */
  async function publish(caller: AuthContext, body: PublishClassRecapBody): Promise<ClassRecapData> {
    await actingUserFor(caller, body.uuid, deps.identity);
    const row = await classFor(caller, body.lecture_id, 'manageRecap');
    const recap = await recapOf(row);
    if (!recap) throw new AppError('NOT_FOUND', { reason: 'liveClasses.noRecapYet' });
    if (body.learnlist_id !== undefined && wireId(body.learnlist_id, 'learnlist_id') !== recap.learnlist_id) {
      throw new AppError('NOT_FOUND', { reason: 'liveClasses.notThisRecap' });
    }
    if (body.is_published === 0) {
      // Taking a recap back tells nobody.
      await recaps.unpublish(recap.learnlist_id, row.school_id);
      return { recap: await summaryOf(row) };
    }
    const [school] = await sections.schoolsByIds([row.school_id]);
    const country = school?.country_iso ?? 'IN';
    const classDay = localDateTimeOf(Date.parse(row.start_at), country).date;
    await recaps.publish(recap.learnlist_id, row.school_id, {
      sectionIds: idsOf(row.section_ids),
      classDay,
      countryIso: country,
      publishedBy: caller.uuid,
    });
    const published = await recapOf(row);
    if (published?.assign_id) await tellPublished(row, published, classDay);
    return { recap: await summaryOf(row) };
  }

  /** Tells the class's sections, once per recap (the event ids name it); a failure to tell never undoes the publish. */
  async function tellPublished(row: LiveClassRow, recap: RecapSummary, classDay: string): Promise<void> {
    try {
      await deps.notices.published(row, {
        learnlistId: recap.learnlist_id,
        assignId: recap.assign_id!,
        itemCount: recap.item_count,
        classDay,
      });
    } catch (err) {
      deps.log.error(
        { err, schId: row.sch_id, learnlistId: recap.learnlist_id },
        'class recap published: telling failed',
      );
    }
  }

  /** POST attachLearnListToClass: an existing list of the school becomes the class's recap. */
  async function attach(caller: AuthContext, body: AttachLearnListToClassBody): Promise<ClassRecapData> {
    await actingUserFor(caller, body.uuid, deps.identity);
    const row = await classFor(caller, body.lecture_id, 'manageRecap');
    if (body.lecture_subjects !== undefined && !body.lecture_subjects.includes(row.subject_id)) {
      throw invalid('lecture_subjects', { reason: 'liveClasses.subjectsLackClass' });
    }
    const listId = wireId(body.learnlist_id, 'learnlist_id');
    const other = await links.ofList(listId);
    if (other && other.sch_id !== row.sch_id) {
      throw new AppError('CONFLICT', { reason: 'liveClasses.recapOfAnother' });
    }
    const current = await recapOf(row);
    if (current?.learnlist_id === listId) return { recap: recapView(row.sch_id, current) };
    if (current?.is_published) {
      throw new AppError('CONFLICT', { reason: 'liveClasses.recapPublished' });
    }
    await recaps.attach(caller, listId, row.school_id);
    const at = iso(clock());
    await links.relink({
      sch_id: row.sch_id,
      school_id: row.school_id,
      learnlist_id: listId,
      attached_by: caller.uuid,
      created_at: at,
      updated_at: at,
    });
    if (current) await recaps.release(current.learnlist_id);
    return { recap: await summaryOf(row) };
  }

  return { addItem, activeClasses, counts, publish, attach };
}
