import { randomBytes, randomUUID } from 'node:crypto';
import type { FieldError, RosterApplyData, RosterPreviewData, SeatUse } from '@esc/contracts';
import { isPackageActive, isSchoolAdmin, isSeatAvailable, type LicenceState, type SeatKind } from '@esc/domain';
import type { Db } from '../../db/database.js';
import { hashPassword } from '../../platform/auth/password.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { IdentityService } from '../identity/identity.service.js';
import { localDate } from '@esc/domain';
import { analyseRoster, KIND_TYPE, type RosterAnalysis } from './roster-analysis.js';
import { normalEmail, parseId, parseRoster, type RosterLine } from './roster-csv.js';
import { createRosterRepository, type RosterContext, type RosterRepository } from './roster.repository.js';

export type RosterService = ReturnType<typeof createRosterService>;

interface SeatPlan {
  uses: SeatUse[];
  /** Seats taken from each licence, in licence order. */
  take: Map<string, { student: number; teacher: number }>;
  errors: FieldError[];
}

/**
 * Seats (spec 001 §5): each new student or teacher takes a seat of the school's first licence that
 * still has one (isSeatAvailable, with the expiry check); people already in the school take none.
 */
export function planSeats(
  licences: RosterContext['licences'],
  needed: Record<'student' | 'teacher', number>,
  today: string,
): SeatPlan {
  const state = licences.map((l) => ({
    ...l,
    // The seat rule's "package is active" is the domain's one rule: status 1 and within its validity.
    package_status: isPackageActive({ packageStatus: l.package_status, startDate: null, endDate: l.valid_until }, today)
      ? 1
      : 0,
  }));
  const take = new Map(state.map((l) => [l.id, { student: 0, teacher: 0 }]));
  const uses: SeatUse[] = [];
  const errors: FieldError[] = [];
  for (const kind of ['student', 'teacher'] as const) {
    const active = state.filter((l) => l.package_status === 1);
    const allowed = active.reduce(
      (n, l) => n + (kind === 'student' ? l.allowed_student_count : l.allowed_teacher_count),
      0,
    );
    const consumed = active.reduce(
      (n, l) => n + (kind === 'student' ? l.consumed_student_license : l.consumed_teacher_license),
      0,
    );
    let granted = 0;
    for (let i = 0; i < needed[kind]; i += 1) {
      const licence = state.find((l) =>
        isSeatAvailable(l as LicenceState, { kind: kind as SeatKind, checkExpiry: true }),
      );
      if (!licence) break;
      if (kind === 'student') licence.consumed_student_license += 1;
      else licence.consumed_teacher_license += 1;
      take.get(licence.id)![kind] += 1;
      granted += 1;
    }
    const enough = granted === needed[kind];
    uses.push({ kind, allowed, consumed, needed: needed[kind], enough });
    if (!enough) {
      const left = Math.max(allowed - consumed, 0);
      errors.push({
        field: `${kind}_seats`,
        message: `This file needs ${needed[kind]} new ${kind} seats but the school's licence has ${left} left.`,
      });
    }
  }
  return { uses, take, errors };
}

/** The roster import of a school admin: preview (nothing written) and apply (all or nothing). */
export function createRosterService({
  db,
  identity,
  clock,
}: {
  db: Db;
  identity: IdentityService;
  clock: () => number;
}) {
  async function adminSchool(caller: AuthContext): Promise<number> {
    if (!isSchoolAdmin(caller.userTypeId, caller.role))
      throw new AppError('FORBIDDEN', 'Only a school admin can import a roster.');
    const schoolId = await identity.primarySchoolId(caller.uuid);
    if (schoolId === null) throw new AppError('NOT_FOUND', 'You are not placed in a school.');
    return schoolId;
  }

  async function analyse(repo: RosterRepository, schoolId: number, lines: RosterLine[]) {
    const emails = new Set<string>();
    const mobiles = new Set<string>();
    const ids = new Set<number>();
    for (const { values: v } of lines) {
      for (const e of [v.email, v.parent_email, v.child_email]) if (e) emails.add(normalEmail(e));
      if (v.mobile) mobiles.add(v.mobile);
      for (const id of [parseId(v.board_id), parseId(v.class_id)]) if (id !== null) ids.add(id);
    }
    const ctx = await repo.context(schoolId, { emails: [...emails], mobiles: [...mobiles], syllabusIds: [...ids] });
    const analysis = analyseRoster(schoolId, lines, ctx);
    const seats = planSeats(ctx.licences, analysis.seatsNeeded, localDate(clock()));
    return { analysis, seats };
  }

  function previewOf(analysis: RosterAnalysis, seats: SeatPlan, fileErrors: FieldError[]): RosterPreviewData {
    const allErrors = [...fileErrors, ...seats.errors];
    return {
      rows: analysis.rows,
      counts: analysis.counts,
      seats: seats.uses,
      file_errors: allErrors,
      can_apply: allErrors.length === 0 && analysis.counts.rejected === 0 && analysis.counts.total > 0,
    };
  }

  async function preview(caller: AuthContext, csv: string): Promise<RosterPreviewData> {
    const schoolId = await adminSchool(caller);
    const parsed = parseRoster(csv);
    const { analysis, seats } = await analyse(createRosterRepository(db), schoolId, parsed.lines);
    return previewOf(analysis, seats, parsed.fileErrors);
  }

  async function apply(caller: AuthContext, csv: string): Promise<RosterApplyData> {
    const schoolId = await adminSchool(caller);
    const parsed = parseRoster(csv);
    if (parsed.fileErrors.length > 0)
      throw new AppError('VALIDATION_FAILED', 'The file cannot be read.', { errors: parsed.fileErrors });
    // One random secret per import, hashed once and forgotten: imported people sign in after a password reset.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const now = new Date(clock()).toISOString();
    return db.transaction().execute(async (trx) => {
      const repo = createRosterRepository(trx);
      // Checked again inside the transaction, against the school as it is now.
      const { analysis, seats } = await analyse(repo, schoolId, parsed.lines);
      if (analysis.counts.rejected > 0) {
        const errors = analysis.rows.flatMap((r) =>
          r.errors.map((e) => ({ field: `row ${r.row_number}: ${e.field}`, message: e.message })),
        );
        throw new AppError(
          'VALIDATION_FAILED',
          `${analysis.counts.rejected} rows are rejected; nothing was imported.`,
          { errors },
        );
      }
      if (seats.errors.length > 0) {
        throw new AppError('CONFLICT', seats.errors.map((e) => e.message).join(' '), { errors: seats.errors });
      }
      const { plan } = analysis;

      const sectionIds = new Map([...plan.schoolSections].map(([name, s]) => [name, s.section_id]));
      let nextId = await repo.nextSectionId();
      const newSections = plan.newSections.map((s) => {
        const section_id = nextId++;
        sectionIds.set(s.name, section_id);
        return {
          section_id,
          school_id: schoolId,
          board_id: s.board_id,
          class_id: s.class_id,
          section_name: s.name,
          valid_from: s.valid_from,
          valid_until: s.valid_until,
          section_master_website_id: section_id,
          batch_type: null,
        };
      });
      await repo.insertSections(newSections);
      for (const s of plan.changedSections) await repo.updateSection(s.section_id, s);

      const uuidByEmail = new Map<string, string>();
      const created = { sections: newSections.length, students: 0, teachers: 0, parents: 0, parent_links: 0 };
      const newUsers = plan.people
        .filter((p) => !p.existing)
        .map((p) => {
          const uuid = randomUUID();
          uuidByEmail.set(p.email, uuid);
          created[`${p.kind}s`] += 1;
          return {
            uuid,
            user_type_id: KIND_TYPE[p.kind],
            role: null,
            first_name: p.first_name,
            last_name: p.last_name,
            email: p.email,
            mobile: p.mobile,
            country_iso: p.country_iso,
            password_hash: passwordHash,
            gts_user_id: null,
            em_user_id: null,
            created_at: now,
          };
        });
      await repo.insertUsers(newUsers);

      let updated = plan.changedSections.length;
      const moving: string[] = [];
      for (const p of plan.people.filter((x) => x.existing)) {
        uuidByEmail.set(p.email, p.existing!.uuid);
        updated += 1;
        if (p.updateFields) await repo.updateUser(p.existing!.uuid, p);
        if (p.moveSection) moving.push(p.existing!.uuid);
      }
      await repo.dropSectionMemberships(schoolId, moving);
      await repo.insertMemberships(
        plan.people.flatMap(
          (
            p,
          ): { id: string; user_uuid: string; school_id: number; section_id: number | null; created_at: string }[] => {
            const user_uuid = uuidByEmail.get(p.email)!;
            if (p.kind === 'parent') return [];
            const names = p.addSections;
            // A new teacher without a section is still placed in the school.
            if (!p.existing && names.length === 0)
              return [{ id: randomUUID(), user_uuid, school_id: schoolId, section_id: null, created_at: now }];
            return names.map((n) => ({
              id: randomUUID(),
              user_uuid,
              school_id: schoolId,
              section_id: sectionIds.get(n)!,
              created_at: now,
            }));
          },
        ),
      );

      const linkUuid = (email: string) => uuidByEmail.get(email) ?? null;
      const existingByEmail = await existingUuids(
        trx,
        plan.links.flatMap((l) => [l.parentEmail, l.childEmail]).filter((e) => !uuidByEmail.has(e)),
      );
      const links = plan.links.map((l) => ({
        parent_uuid: linkUuid(l.parentEmail) ?? existingByEmail.get(l.parentEmail)!,
        child_uuid: linkUuid(l.childEmail) ?? existingByEmail.get(l.childEmail)!,
        created_at: now,
      }));
      await repo.insertLinks(links);
      created.parent_links = links.length;

      for (const [licenceId, n] of seats.take)
        if (n.student + n.teacher > 0) await repo.consumeSeats(licenceId, n.student, n.teacher);
      return { counts: analysis.counts, created, updated, seats: seats.uses };
    });
  }

  async function existingUuids(trx: Db, emails: string[]): Promise<Map<string, string>> {
    if (emails.length === 0) return new Map();
    const rows = await trx
      .selectFrom('users')
      .select(['uuid', 'email'])
      .where('email', 'in', [...new Set(emails)])
      .execute();
    return new Map(rows.map((r) => [normalEmail(r.email!), r.uuid]));
  }

  return { preview, apply };
}
