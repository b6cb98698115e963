import type {
  AttendanceRegisterBody,
  AttendanceRegisterData,
  MarkAttendanceBody,
  MarkAttendanceData,
  MarkValue,
  RegisterLearner,
  ReplacedMark,
} from '@esc/contracts';
import { boundedMadeAt, DEFAULT_ATTENDANCE_MARK, dayMark, incomingMarkWins, isRegisterEditable } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { createWriteBatcher } from '../../platform/db/write-batcher.js';
import { AppError } from '../../platform/errors/app-error.js';
import { checkedDay } from '../../platform/http/wire-days.js';
import type { LiveClassPresence } from '../live-classes/live-classes.module.js';
import type { AbsenceTelling } from './absence-telling.js';
import type { AbsenceWarnings } from './absence-warnings.js';
import type { AttendanceContext, Learner, SectionContext } from './attendance-context.js';
import { asSourced, countsOf } from './attendance-days.js';
import { fieldRefused, fullName, iso, type AttendanceDeps } from './attendance-ports.js';
import type { StoredMark } from './attendance.repository.js';
import { ReplayedSave, type SaveRegisterInput } from './register-writes.repository.js';

type Deps = AttendanceDeps & { context: AttendanceContext; warnings: AbsenceWarnings; telling: AbsenceTelling };

export type RegisterService = ReturnType<typeof createRegisterService>;

/**
 * The register of a section for a day: read by the section's staff with everyone present
 * by default and live attendance shown, and saved whole by them on the school's today only. A save
 * carries a client-made id, so a retry (from the web's outbox) counts once.
 */
export function createRegisterService(deps: Deps) {
  const { repo, directory, context, clock } = deps;
  // Group commit: saves arriving together share one transaction and one durable commit.
  const writer = createWriteBatcher<SaveRegisterInput, number>({
    runBatch: (inputs) => deps.writes.saveRegisters(inputs),
    runOne: (input) => deps.writes.saveRegister(input),
    concurrency: deps.concurrentWrites ?? 1,
  });

  /**
   * The register as the screen shows it: every learner with their mark of the day, and its source.
   * `known`: the section's learners and the day's live attendance when the caller has just read them.
   */
  async function view(
    ctx: SectionContext,
    date: string,
    known?: { learners: Learner[]; live: LiveClassPresence[] },
  ): Promise<AttendanceRegisterData> {
    const { section, school } = ctx;
    const [learners, register, live] = await Promise.all([
      known?.learners ?? context.learnersOf([section.section_id]),
      repo.registerOf(section.section_id, date),
      known?.live ?? context.liveOf(school, [section.section_id], date, date),
    ]);
    const stored = new Map((register ? await repo.marksOf(register.register_id) : []).map((m) => [m.learner_uuid, m]));
    const people = register ? await directory.people([register.marked_by, register.updated_by]) : [];
    const who = (uuid: string | undefined) => {
      const person = people.find((p) => p.uuid === uuid);
      return uuid ? { uuid, name: person ? fullName(person) : '' } : null;
    };
    const rows: RegisterLearner[] = learners.map((l) => {
      const mine = stored.get(l.uuid);
      const classes = live.filter((c) => c.present.includes(l.uuid)).map((c) => c.sch_id);
      const merged = dayMark(mine ? asSourced(mine) : null, classes.length > 0);
      return {
        uuid: l.uuid,
        name: fullName(l),
        mark: merged?.mark ?? DEFAULT_ATTENDANCE_MARK,
        source: merged?.source ?? null,
        remark: merged?.source === 'teacher' ? (mine?.remark ?? null) : null,
        live_classes: classes,
      };
    });
    return {
      school_id: school.school_id,
      section_id: section.section_id,
      section_name: section.section_name,
      class_name: section.class_name,
      date,
      today: ctx.today,
      time_zone: ctx.zone,
      is_editable: isRegisterEditable(date, clock(), ctx.country),
      is_marked: register !== undefined,
      marked_by: who(register?.marked_by),
      marked_at: register?.marked_at ?? null,
      updated_by: who(register?.updated_by),
      updated_at: register?.updated_at ?? null,
      absence_notice_at: register?.absence_notice_at ?? null,
      counts: countsOf(rows),
      live_classes: live.map((c) => ({
        sch_id: c.sch_id,
        title: c.title,
        start_at: c.start_at,
        duration: c.duration,
        present_count: c.present.filter((u) => learners.some((l) => l.uuid === u)).length,
      })),
      learners: rows,
    };
  }

  async function details(caller: AuthContext, body: AttendanceRegisterBody): Promise<AttendanceRegisterData> {
    const ctx = await context.staffSection(caller, body);
    return view(ctx, body.date ? checkedDay(body.date, 'date') : ctx.today);
  }

  /** The teacher's marks, each of a learner of the section, once (else 400 naming the entry). */
  function given(body: MarkAttendanceBody, learners: readonly Learner[]): StoredMark[] {
    const of = new Set(learners.map((l) => l.uuid));
    const seen = new Set<string>();
    return body.marks.map((m, i) => {
      const uuid = m.uuid.toLowerCase();
      const field = `marks.${i}.uuid`;
      if (!of.has(uuid)) {
        throw fieldRefused(field, 'attendance.notLearnerOfSection', 'attendance.notLearnerOfSectionField');
      }
      if (seen.has(uuid)) throw fieldRefused(field, 'attendance.markedTwice', 'attendance.markedTwiceField');
      seen.add(uuid);
      const remark = m.remark?.trim() || null;
      return { learner_uuid: uuid, mark: m.mark, remark, source: 'teacher' };
    });
  }

  /**
   * The marks of this save that did not stand: another teacher's mark of the learner was made later
   * (docs/offline-conflicts.md, rule 1), so the caller is told whose mark was kept and when.
   */
  async function replacedOf(
    registerId: number,
    register: AttendanceRegisterData,
    body: MarkAttendanceBody,
    madeAtMs: number,
  ): Promise<ReplacedMark[]> {
    const uuids = body.marks.map((m) => m.uuid.toLowerCase());
    const stored = await repo.givenMarksOf(registerId, uuids);
    const later = stored.filter((m) => m.made_at && !incomingMarkWins(madeAtMs, Date.parse(m.made_at)));
    if (later.length === 0) return [];
    const people = await directory.people(later.map((m) => m.marked_by));
    const names = new Map(register.learners.map((l) => [l.uuid, l.name]));
    return later.map((m) => {
      const by = people.find((p) => p.uuid === m.marked_by);
      return {
        uuid: m.learner_uuid,
        name: names.get(m.learner_uuid) ?? '',
        your_mark: body.marks.find((g) => g.uuid.toLowerCase() === m.learner_uuid)!.mark,
        kept_mark: m.mark as MarkValue,
        kept_by: { uuid: m.marked_by, name: by ? fullName(by) : '' },
        kept_made_at: m.made_at!,
      };
    });
  }

  async function replayOf(ctx: SectionContext, caller: AuthContext, body: MarkAttendanceBody, date: string) {
    const previous = await repo.requestOf(body.client_mark_id);
    if (!previous) return null;
    if (
      previous.section_id !== ctx.section.section_id ||
      previous.register_date !== date ||
      previous.marked_by !== caller.uuid
    ) {
      throw new AppError(
        'CONFLICT',
        { reason: 'attendance.markIdReused' },
        {
          errors: [{ field: 'client_mark_id', reason: 'attendance.markIdReusedField' }],
        },
      );
    }
    const register = await view(ctx, date);
    const madeAtMs = boundedMadeAt(body.made_at, Date.parse(previous.received_at));
    return { ...register, replayed: true, replaced: await replacedOf(previous.register_id, register, body, madeAtMs) };
  }

  /** Saves the section's register of the school's today, whole, in one transaction. */
  async function mark(caller: AuthContext, body: MarkAttendanceBody): Promise<MarkAttendanceData> {
    const ctx = await context.staffSection(caller, body);
    const date = checkedDay(body.date, 'date');
    const sectionIds = [ctx.section.section_id];
    const [replay, learners, live] = await Promise.all([
      // A retry held by the web's outbox overnight is answered as the save it repeats.
      replayOf(ctx, caller, body, date),
      context.learnersOf(sectionIds),
      context.liveOf(ctx.school, sectionIds, date, date),
    ]);
    if (replay) return replay;
    if (!isRegisterEditable(date, clock(), ctx.country)) {
      const closed = { reason: 'attendance.registerClosed', params: { date, today: ctx.today } } as const;
      throw new AppError('CONFLICT', closed, { errors: [{ field: 'date', ...closed }] });
    }
    const marks = given(body, learners);
    const listed = new Set(marks.map((m) => m.learner_uuid));
    const presentLive = new Set(live.flatMap((c) => c.present));
    const defaults: StoredMark[] = learners
      .filter((l) => !listed.has(l.uuid))
      .map((l) => ({
        learner_uuid: l.uuid,
        mark: DEFAULT_ATTENDANCE_MARK,
        remark: null,
        source: presentLive.has(l.uuid) ? 'live' : 'teacher',
      }));
    const at = clock();
    const madeAtMs = boundedMadeAt(body.made_at, at);
    let registerId: number;
    try {
      registerId = await writer.write({
        clientMarkId: body.client_mark_id,
        schoolId: ctx.school.school_id,
        sectionId: ctx.section.section_id,
        date,
        by: caller.uuid,
        at: iso(at),
        madeAt: iso(madeAtMs),
        given: marks,
        defaults,
      });
    } catch (error) {
      if (!(error instanceof ReplayedSave)) throw error;
      return (await replayOf(ctx, caller, body, date))!;
    }
    // The absent learners' parents hear of it now, once a day (the notice button stays for those a failure left out).
    await deps.telling.tell({ register_id: registerId, date }, ctx.section);
    const register = await view(ctx, date, { learners, live });
    await deps.warnings.afterSave(ctx, register);
    return { ...register, replayed: false, replaced: await replacedOf(registerId, register, body, madeAtMs) };
  }

  return { view, details, mark };
}
