import {
  RECORDED_LECTURES_PAGE_SIZE,
  RECORDING_SOURCE_UPLOAD,
  type PastClassesBody,
  type PastClassesData,
  type SaveRecordingBody,
  type SaveRecordingData,
} from '@esc/contracts';
import { isSchoolAdmin, LiveClassStatus, timeZoneOfCountry } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError, machineRefusal } from '../../platform/errors/app-error.js';
import { wireId } from '../../platform/http/wire-ids.js';
import { staffActor } from '../../platform/auth/staff-actor.js';
import type { LiveClassRow } from '../live-classes/live-classes.module.js';
import { iso, invalid, NO_RECORDING, providerFieldRefusal, type RecordingDeps } from './recordings-ports.js';
import {
  checkedDuration,
  checkedNotes,
  checkedPlaybackUrl,
  checkedProvider,
  checkedVideo,
} from './recording-fields.js';
import type { RecordingReader, RecordingViews } from './recording-views.js';
import type { RecordingsPolicy } from './recordings.policy.js';

/** What a meeting-room provider's recording-ready callback hands over (BigBlueButton, Zoom). */
export interface ProviderRecording {
  sch_id: number;
  provider: string;
  external_id: string;
  playback_url: string;
  duration_seconds: number | null;
}

/** The recordings module's intake of providers' recordings (the meeting-rooms module's callbacks): idempotent by provider + external_id. */
export interface ProviderRecordings {
  addProviderRecording(input: ProviderRecording): Promise<void>;
}

const isOver = (live: LiveClassRow, now: number) => Date.parse(live.start_at) + live.duration_minutes * 60_000 <= now;

export type RecordingWrites = ReturnType<typeof createRecordingWrites>;

/**
 * A past class's recordings: its presenter, creator or a school admin attaches a video uploaded through
 * the media pipeline (and PDF notes), renames or removes it; a meeting-room provider's recording is
 * added once per provider and external id. Another school's class or recording answers 404.
 */
export function createRecordingWrites(deps: RecordingDeps & { views: RecordingViews; policy: RecordingsPolicy }) {
  const { repos, scopes, identity, clock, views } = deps;

  /** The staff reader and the class they may change (its school's: else 404; its teacher: else 403). */
  async function classFor(caller: AuthContext, schId: number) {
    const scope = await scopes.scopeOf(caller);
    const live = await deps.policy.authorizeOne(staffActor(caller, scope), 'change', schId);
    const who: RecordingReader = { kind: 'staff', auth: caller, schoolIds: scope.schoolIds };
    return { live, who };
  }

  async function viewOf(id: number, who: RecordingReader) {
    const rows = await views.settled(await repos.recordings.byIds([id]));
    return { recorded_lecture: (await views.views(rows, who))[0] ?? null };
  }

  /** POST saveRecording: a new recording of a past class (sch_id), or a change or removal (video_id). */
  async function save(caller: AuthContext, body: SaveRecordingBody): Promise<SaveRecordingData> {
    await actingUserFor(caller, body.uuid, identity);
    if (body.video_id !== undefined) return change(caller, body, wireId(body.video_id, 'recorded lecture'));
    if (body.sch_id === undefined) throw invalid('sch_id', { reason: 'recordings.classMissing' });
    if (body.is_deleted) throw new AppError('NOT_FOUND', NO_RECORDING);
    const { live, who } = await classFor(caller, wireId(body.sch_id, 'live class'));
    const now = clock();
    if (live.live_class_status === LiveClassStatus.Cancelled) {
      throw new AppError('CONFLICT', { reason: 'recordings.cancelledClass' });
    }
    if (!isOver(live, now)) throw new AppError('CONFLICT', { reason: 'recordings.notOver' });
    if (!body.media_key) throw invalid('media_key', { reason: 'recordings.videoMissing' });
    const state = await checkedVideo(deps, live.school_id, body.media_key);
    const notesKey = body.notes_key ? await checkedNotes(deps, live.school_id, body.notes_key) : null;
    const id = await repos.recordings.insertUpload({
      sch_id: live.sch_id,
      school_id: live.school_id,
      source: RECORDING_SOURCE_UPLOAD,
      external_id: null,
      media_key: body.media_key,
      playback_url: null,
      notes_key: notesKey,
      title: body.title?.trim() || live.title,
      duration_seconds: checkedDuration(body.duration_seconds ?? null),
      state,
      created_by: caller.uuid,
      created_at: iso(now),
      updated_at: iso(now),
    });
    return viewOf(id, who);
  }

  async function change(caller: AuthContext, body: SaveRecordingBody, id: number): Promise<SaveRecordingData> {
    const [row] = await repos.recordings.byIds([id]);
    if (!row) throw new AppError('NOT_FOUND', NO_RECORDING);
    // The recording's school is its class's: the class's tenant check answers another school's with 404.
    const { live, who } = await classFor(caller, row.sch_id);
    if (body.is_deleted) {
      await repos.recordings.remove(id);
      return { recorded_lecture: null };
    }
    if (body.media_key !== undefined && body.media_key !== row.media_key) {
      throw invalid('media_key', { reason: 'recordings.videoFixed' });
    }
    const title = body.title === undefined ? row.title : body.title.trim() || live.title;
    await repos.recordings.update(id, {
      title,
      notes_key:
        body.notes_key === undefined
          ? row.notes_key
          : body.notes_key === null
            ? null
            : await checkedNotes(deps, live.school_id, body.notes_key),
      duration_seconds:
        body.duration_seconds === undefined ? row.duration_seconds : checkedDuration(body.duration_seconds),
      updated_at: iso(clock()),
    });
    return viewOf(id, who);
  }

  /**
   * A meeting-room provider's recording of a class (its recording-ready callback), ready to watch: stored
   * once per provider and external id; a repeat only refreshes its playback link and length.
   */
  async function addProviderRecording(input: ProviderRecording): Promise<void> {
    const [live] = await deps.classes.byIds([input.sch_id]);
    // The provider's machine reads these refusals: their words stay English.
    if (!live) throw machineRefusal('NOT_FOUND', 'No such live class.');
    const externalId = input.external_id.trim();
    if (!externalId || externalId.length > 200)
      throw providerFieldRefusal('external_id', 'must be the provider’s recording id');
    const now = iso(clock());
    await repos.recordings.upsertProvider({
      sch_id: live.sch_id,
      school_id: live.school_id,
      source: checkedProvider(input.provider),
      external_id: externalId,
      media_key: null,
      playback_url: checkedPlaybackUrl(input.playback_url),
      notes_key: null,
      title: live.title,
      duration_seconds: checkedDuration(input.duration_seconds),
      state: 'ready',
      created_by: null,
      created_at: now,
      updated_at: now,
    });
  }

  /** POST pastClassesUniversity: the classes a teacher presents or created that have started (an admin: the school's). */
  async function pastClasses(caller: AuthContext, body: PastClassesBody): Promise<PastClassesData> {
    await actingUserFor(caller, body.uuid, identity);
    const scope = await scopes.scopeOf(caller);
    const asked = body.school_id === undefined || body.school_id === null ? null : wireId(body.school_id, 'school');
    const schoolIds = scopes.schoolsAsked(scope, asked);
    const pageNo = body.page_no ?? 1;
    const pageSize = body.page_size ?? RECORDED_LECTURES_PAGE_SIZE;
    const now = clock();
    const { rows, total } = await deps.classes.startedPage(
      { schoolIds, ownUuid: isSchoolAdmin(caller.userTypeId, caller.role) ? null : caller.uuid, by: iso(now) },
      { offset: (pageNo - 1) * pageSize, limit: pageSize },
    );
    const who: RecordingReader = { kind: 'staff', auth: caller, schoolIds: scope.schoolIds };
    const [classes, recordings] = await Promise.all([
      deps.classViews.views(rows, true),
      views.settled(await repos.recordings.ofClasses(rows.map((r) => r.sch_id))).then((r) => views.views(r, who)),
    ]);
    const [school] = schoolIds.length > 0 ? await deps.sections.schoolsByIds([schoolIds[0]!]) : [];
    return {
      classes: classes.map((c, i) => ({
        sch_id: c.sch_id,
        title: c.title,
        subject_name: c.subject_name,
        section_names: c.section_names,
        start_at: c.start_at,
        schedule_date: c.schedule_date,
        start_time: c.start_time,
        duration: c.duration,
        live_class_status: c.live_class_status,
        presenter_name: c.presenter_name,
        is_over: isOver(rows[i]!, now),
        recordings: recordings.filter((r) => r.lecture_id === c.sch_id),
      })),
      total_count: total,
      page_no: pageNo,
      page_size: pageSize,
      time_zone: timeZoneOfCountry(school?.country_iso),
    };
  }

  return { save, addProviderRecording, pastClasses };
}
