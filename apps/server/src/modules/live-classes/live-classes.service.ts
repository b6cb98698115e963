import {
  type JoinLiveClassBody,
  type JoinLiveClassData,
  type LiveClass,
  type SaveLiveClassBody,
  type SaveLiveClassData,
  type StartLiveLectureBody,
} from '@esc/contracts';
import {
  canStartLiveClass,
  isLearner,
  isParent,
  LIVE_CLASS_EARLY_START_MINUTES,
  LiveClassStatus,
  timeZoneOfCountry,
  weeklyStartsMs,
} from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { wireId } from '../../platform/http/wire-ids.js';
import type { StaffScope } from '../institutes/institutes.module.js';
import type { LiveClassAudience } from './live-class-audience.js';
import type { LiveClassClosing } from './live-class-close.job.js';
import { checkedClassFields, type LiveClassFields } from './live-class-fields.js';
import type { LiveClassNotices } from './live-class-reminder.job.js';
import { isJoinable, type LiveClassViews } from './live-class-views.js';
import type { LiveClassRow } from './live-classes.repository.js';
import { classesActor, LIVE_CLASS_RULES, type LiveClassesPolicy } from './live-classes.policy.js';
import { ALLOWED } from '../../platform/auth/policy.js';
import { fullName, iso, invalid, NO_CLASS, type LiveClassesDeps } from './live-classes-ports.js';
import type { MeetingRooms, PreparedRoom, RoomRole } from './meeting-room-port.js';

type Deps = LiveClassesDeps & {
  audience: LiveClassAudience;
  views: LiveClassViews;
  notices: LiveClassNotices;
  roomProviders: MeetingRooms;
  closing: Pick<LiveClassClosing, 'closeAt'>;
  policy: LiveClassesPolicy;
};

const DAY_MS = 24 * 3600_000;
/** A teacher's upcoming list: classes not yet over, up to this far ahead. */
const UPCOMING_DAYS = 31;

export type LiveClassesService = ReturnType<typeof createLiveClassesService>;

/**
 * Live classes: a school's teacher or admin schedules, changes or cancels one for the school's sections;
 * its presenter starts it; its sections' learners (and their parents) read their schedule and join while
 * it is active, each join recorded for the live attendance. Another school's class is answered as absent.
 */
export function createLiveClassesService(deps: Deps) {
  const { scopes, sections, repos, clock, audience, views, notices, roomProviders: rooms, policy } = deps;
  const classes = repos.liveClasses;

  async function schoolOf(schoolId: number) {
    const [school] = await sections.schoolsByIds([schoolId]);
    if (!school) throw new AppError('NOT_FOUND', { reason: 'liveClasses.noSchool' });
    return school;
  }

  async function viewOf(schId: number): Promise<LiveClass> {
    const row = await classes.byId(schId);
    if (!row) throw new AppError('NOT_FOUND', NO_CLASS);
    return (await views.views([row], true))[0]!;
  }

  /** The class's room from its provider; a changed class keeps its room when the provider stays. */
  async function roomFor(fields: LiveClassFields, current?: LiveClassRow): Promise<PreparedRoom> {
    const kept =
      current?.provider === fields.provider ? { room_link: current.room_link, room_ref: current.room_ref } : null;
    return rooms(fields.provider).prepareRoom(fields, kept);
  }

  /** Ends a cancelled class's room with its provider (one no longer configured has nothing to end here). */
  async function endRoomOf(row: LiveClassRow): Promise<void> {
    if (rooms.names.includes(row.provider)) await rooms(row.provider).end(row);
  }

  /** A person's own way into the class's room: a moderator's for `presenter`. */
  async function roomUrlFor(row: LiveClassRow, uuid: string, role: RoomRole): Promise<string> {
    const [person] = await deps.directory.people([uuid]);
    return rooms(row.provider).joinUrl(row, { uuid, name: person ? fullName(person) : '', role });
  }

  async function save(caller: AuthContext, body: SaveLiveClassBody): Promise<SaveLiveClassData> {
    await actingUserFor(caller, body.uuid, deps.identity);
    const scope = await scopes.scopeOf(caller);
    const now = iso(clock());
    if (body.sch_id === undefined) return create(caller, scope, body, now);
    if (body.repeat_weeks !== undefined && body.repeat_weeks > 1) {
      throw invalid('repeat_weeks', { reason: 'liveClasses.repeatNewOnly' });
    }
    const row = await policy.authorizeOne(classesActor(caller, scope), 'change', wireId(body.sch_id, 'live class'));
    if (row.live_class_status !== LiveClassStatus.Scheduled) {
      throw new AppError('CONFLICT', { reason: 'liveClasses.notChangeable' });
    }
    if (body.is_cancelled) {
      await classes.update(row.sch_id, {
        live_class_status: LiveClassStatus.Cancelled,
        updated_by: caller.uuid,
        updated_at: now,
      });
      await endRoomOf(row);
      await announce(row.sch_id, 'cancelled');
      return { live_class: await viewOf(row.sch_id) };
    }
    const fields = await checkedClassFields(deps, caller, await schoolOf(row.school_id), body, row);
    const moved = fields.start_at !== row.start_at;
    const room = await roomFor(fields, row);
    if (row.provider !== fields.provider) await endRoomOf(row);
    await classes.update(row.sch_id, {
      ...fields,
      section_ids: JSON.stringify(fields.section_ids),
      ...room,
      // A class moved to a new time is reminded of that one.
      ...(moved ? { reminded_at: null } : {}),
      updated_by: caller.uuid,
      updated_at: now,
    });
    await announce(row.sch_id, 'changed');
    return { live_class: await viewOf(row.sch_id) };
  }

  /** A new class, or a weekly timetable's classes (repeat_weeks), made in one statement and told once. */
  async function create(caller: AuthContext, scope: StaffScope, body: SaveLiveClassBody, now: string) {
    if (body.is_cancelled) throw new AppError('NOT_FOUND', NO_CLASS);
    const asked = body.school_id === undefined || body.school_id === null ? null : wireId(body.school_id, 'school');
    const schoolId = scopes.schoolsAsked(scope, asked)[0];
    if (schoolId === undefined) throw new AppError('FORBIDDEN', { reason: 'liveClasses.notStaff' });
    const school = await schoolOf(schoolId);
    const fields = await checkedClassFields(deps, caller, school, body);
    const starts = weeklyStartsMs(Date.parse(fields.start_at), body.repeat_weeks ?? 1, school.country_iso);
    const rows = [];
    for (const start of starts) {
      const one = { ...fields, start_at: iso(start) };
      rows.push({
        ...one,
        section_ids: JSON.stringify(one.section_ids),
        ...(await roomFor(one)),
        school_id: schoolId,
        live_class_status: LiveClassStatus.Scheduled,
        reminded_at: null,
        created_by: caller.uuid,
        updated_by: caller.uuid,
        created_at: now,
        updated_at: now,
      });
    }
    const ids = await classes.insertMany(rows);
    await announce(ids[0]!, 'scheduled', ids.length);
    for (const id of ids.slice(1)) await queueFor(id);
    return { live_class: await viewOf(ids[0]!), ...(ids.length > 1 ? { series_ids: ids } : {}) };
  }

  /** Tells the sections (once for a timetable of `weeks` classes) and queues the reminder and closing. */
  async function announce(schId: number, what: 'scheduled' | 'changed' | 'cancelled', weeks = 1): Promise<void> {
    const row = await classes.byId(schId);
    if (!row) return;
    await notices.tell(row, what, weeks);
    if (what !== 'cancelled') await queueFor(schId, row);
  }

  async function queueFor(schId: number, known?: LiveClassRow): Promise<void> {
    const row = known ?? (await classes.byId(schId));
    if (!row) return;
    await notices.remindAt(row.start_at);
    await deps.closing.closeAt(row);
  }

  /** A teacher's classes not yet over (they present or created, or of sections they teach); an admin's school's. */
  async function upcoming(caller: AuthContext, query: { uuid?: string; school_id?: number | string }) {
    await actingUserFor(caller, query.uuid, deps.identity);
    const scope = await scopes.scopeOf(caller);
    const asked = query.school_id === undefined ? null : wireId(query.school_id, 'school');
    const schoolIds = scopes.schoolsAsked(scope, asked);
    const now = clock();
    const rows = await classes.ofSchools(schoolIds, iso(now - 6 * 3600_000), iso(now + UPCOMING_DAYS * DAY_MS));
    // The rows are loaded already: the policy's rule decides each without loading them again.
    const actor = classesActor(caller, scope);
    const mine = rows.filter(
      (r) =>
        r.live_class_status !== LiveClassStatus.Cancelled &&
        Date.parse(r.start_at) + r.duration_minutes * 60_000 > now &&
        LIVE_CLASS_RULES.list(actor, r) === ALLOWED,
    );
    const [school] = schoolIds.length > 0 ? await sections.schoolsByIds([schoolIds[0]!]) : [];
    return {
      classes: await views.views(mine, true),
      time_zone: timeZoneOfCountry(school?.country_iso),
      room_providers: [...rooms.names],
    };
  }

  /** One class: for its school's staff (with the link), its sections' learners and their parents. */
  async function details(caller: AuthContext, lectureId: number | string, uuid?: string) {
    const row = await classes.byId(wireId(lectureId, 'lecture'));
    if (!row) throw new AppError('NOT_FOUND', NO_CLASS);
    if (!isLearner(caller.userTypeId) && !isParent(caller.userTypeId)) {
      const scope = await scopes.scopeOf(caller);
      await policy.authorizeOne(classesActor(caller, scope), 'read', row.sch_id);
      return { live_class: (await views.views([row], true))[0]! };
    }
    const reader = await audience.readerOf(caller, uuid);
    if (!audience.reaches(row, reader)) throw new AppError('NOT_FOUND', NO_CLASS);
    return { live_class: (await views.views([row], false))[0]! };
  }

  /** The presenter (or a school admin) starts the class: status 2, from then on it shows as ongoing. */
  async function start(caller: AuthContext, body: StartLiveLectureBody): Promise<SaveLiveClassData> {
    await actingUserFor(caller, body.uuid, deps.identity);
    const scope = await scopes.scopeOf(caller);
    const row = await policy.authorizeOne(classesActor(caller, scope), 'change', wireId(body.sch_id, 'live class'));
    if (row.live_class_status !== LiveClassStatus.Scheduled && row.live_class_status !== LiveClassStatus.Started) {
      throw new AppError('CONFLICT', { reason: 'liveClasses.cannotStart' });
    }
    const now = clock();
    if (Date.parse(row.start_at) + row.duration_minutes * 60_000 < now) {
      throw new AppError('CONFLICT', { reason: 'liveClasses.timeOver' });
    }
    if (!canStartLiveClass(Date.parse(row.start_at), row.duration_minutes, now)) {
      throw new AppError('CONFLICT', {
        reason: 'liveClasses.tooEarly',
        params: { minutes: LIVE_CLASS_EARLY_START_MINUTES },
      });
    }
    // The room first: a provider that cannot be reached leaves the class as it was.
    const roomUrl = await roomUrlFor(row, caller.uuid, 'presenter');
    if (row.live_class_status === LiveClassStatus.Scheduled) {
      await classes.update(row.sch_id, {
        live_class_status: LiveClassStatus.Started,
        updated_by: caller.uuid,
        updated_at: iso(now),
      });
    }
    return { live_class: await viewOf(row.sch_id), room_url: roomUrl || null };
  }

  /**
   * The join flow's attendee registration (001 §2): a learner of the class's sections (a parent for their
   * active child) joins while it is active; the join is recorded once per person and minute, and the
   * attendee's way into the room is answered.
   */
  async function join(caller: AuthContext, body: JoinLiveClassBody): Promise<JoinLiveClassData> {
    const row = await classes.byId(wireId(body.sch_id, 'live class'));
    if (!isLearner(caller.userTypeId) && !isParent(caller.userTypeId)) return presenterJoin(caller, row);
    if (!row) throw new AppError('NOT_FOUND', NO_CLASS);
    const reader = await audience.readerOf(caller, body.uuid);
    if (!audience.reaches(row, reader)) throw new AppError('NOT_FOUND', NO_CLASS);
    const now = clock();
    if (!isJoinable(row, now)) throw new AppError('CONFLICT', { reason: 'liveClasses.notOnNow' });
    // Joins are the class's live attendance: only the learner's own count, never a parent's.
    const minute = iso(Math.floor(now / 60_000) * 60_000);
    const joinedAt = isLearner(caller.userTypeId)
      ? await classes.recordJoin(row.sch_id, reader.learnerUuid, minute, iso(now))
      : null;
    const attendeeUrl = await roomUrlFor(row, reader.learnerUuid, 'attendee');
    return { sch_id: row.sch_id, attendee_url: attendeeUrl, joined_at: joinedAt, role: 'attendee' };
  }

  /** The presenter joins their own class (not over, not cancelled) as the room's moderator. */
  async function presenterJoin(caller: AuthContext, row: LiveClassRow | undefined): Promise<JoinLiveClassData> {
    if (!row || row.presenter_uuid !== caller.uuid) {
      throw new AppError('FORBIDDEN', { reason: 'liveClasses.joinRole' });
    }
    const open =
      row.live_class_status === LiveClassStatus.Scheduled || row.live_class_status === LiveClassStatus.Started;
    if (!open || Date.parse(row.start_at) + row.duration_minutes * 60_000 < clock()) {
      throw new AppError('CONFLICT', { reason: 'liveClasses.overOrCancelled' });
    }
    const url = await roomUrlFor(row, caller.uuid, 'presenter');
    return { sch_id: row.sch_id, attendee_url: url, joined_at: null, role: 'presenter' };
  }

  return { save, upcoming, details, start, join };
}
