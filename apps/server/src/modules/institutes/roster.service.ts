import type { FieldError, RosterApplyData, RosterInvitation, RosterPreviewData } from '@esc/contracts';
import { isPackageActive, isSchoolAdmin, localDate, parseMobile } from '@esc/domain';
import type { Db } from '../../db/database.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { AppError, fieldLabel, messageOfReason } from '../../platform/errors/app-error.js';
import type { SeatLicencesService } from '../commerce/commerce.module.js';
import type { IdentityServices } from '../identity/identity.module.js';
import { analyseRoster, type RosterAnalysis, type RosterContext } from './roster-analysis.js';
import type { RosterProblem } from './roster-csv.js';
import {
  normalEmail,
  parseId,
  parseRoster as parseRosterText,
  type ParsedRoster,
  type RosterLine,
} from './roster-csv.js';
import { namesBoardsOrClasses, resolveBoardClassNames, type NamedNode } from './roster-names.js';
import { planSeats, type SeatPlan } from './roster-seats.js';
import { rosterWrites } from './roster-writes.js';
import { createRosterRepository, type RosterRepository } from './roster.repository.js';
import type { SchoolDirectory } from './school-directory.service.js';

export type RosterService = ReturnType<typeof createRosterService>;

/** A problem of a row or of the file in a language: its column stays as the file names it. */
const inWords = (problem: RosterProblem, language: string): FieldError => ({
  field: problem.field,
  message: messageOfReason(language, problem, { field: fieldLabel(language, problem.field) }),
});

/** How another reader's file names a row's columns and where each row came from (a OneRoster zip). */
export interface RowNaming {
  field: (rowType: string, field: string) => string;
  source: (rowNumber: number) => { file: string; sourced_id: string } | undefined;
}

/** Previews and imports of one school per hour: a term's corrections fit; a search of who has an account does not. */
const ROSTER_BUDGET = { max: 30, windowSeconds: 3600 };

/** What the roster import asks of other modules; every call takes the import's transaction. */
export interface RosterDeps {
  db: Db;
  identity: Pick<IdentityServices, 'identity' | 'schoolAccounts' | 'invitations' | 'parentLinks' | 'throttle'>;
  licences: SeatLicencesService;
  /** Board and class nodes (the catalogue's). */
  nodes: (ids: readonly number[]) => Promise<RosterContext['nodes']>;
  /** Every board and its classes, by name: a file names them ("CBSE", "Class 10"). */
  boardsAndClasses: () => Promise<NamedNode[]>;
  schools: Pick<SchoolDirectory, 'schoolsByIds'>;
  clock: () => number;
  /** Moved by the section writers (section-versions.ts); absent in scripts that keep no cache. */
  versions?: Pick<CacheVersions, 'bumpWithin'>;
}

/**
 * The roster import of a school admin: preview (nothing written) and apply (all or nothing). The
 * result gives the admin a one-time invitation per person it created, and links to
 * parent accounts the school did not create wait for the parent's code.
 */
export function createRosterService(deps: RosterDeps) {
  const { identity, licences, clock } = deps;

  /**
   * The admin's school, when it may import: a roster checks every e-mail and mobile of the file against
   * all accounts, so only a school with an active licence may, and each school only so often (the
   * budget is kept in the database, for every process).
   */
  async function importingSchool(caller: AuthContext): Promise<number> {
    if (!isSchoolAdmin(caller.userTypeId, caller.role))
      throw new AppError('FORBIDDEN', { reason: 'institutes.roster.adminOnly' });
    const schoolId = await identity.identity.primarySchoolId(caller.uuid);
    if (schoolId === null) throw new AppError('NOT_FOUND', { reason: 'institutes.notPlaced' });
    const today = localDate(clock());
    const held = await licences.ofSchool(schoolId);
    const active = held.some((l) =>
      isPackageActive({ packageStatus: l.package_status, startDate: null, endDate: l.valid_until }, today),
    );
    if (!active) {
      throw new AppError('FORBIDDEN', { reason: 'institutes.roster.needsLicence' });
    }
    await identity.throttle.spend({ key: `roster:${schoolId}`, reason: 'institutes.roster.busy' }, ROSTER_BUDGET);
    return schoolId;
  }

  /** The file's rows, boards and classes named by name given their ids (read before any transaction). */
  async function withBoardIds(parsed: ParsedRoster): Promise<ParsedRoster> {
    if (!namesBoardsOrClasses(parsed.lines)) return parsed;
    return { ...parsed, lines: resolveBoardClassNames(parsed.lines, await deps.boardsAndClasses()) };
  }

  /** The boards and classes a file names: catalogue facts, read before any transaction starts. */
  function nodesOf(lines: RosterLine[]) {
    const ids = new Set<number>();
    for (const { values: v } of lines) {
      for (const id of [parseId(v.board_id), parseId(v.class_id)]) if (id !== null) ids.add(id);
    }
    return deps.nodes([...ids]);
  }

  async function analyse(
    repo: RosterRepository,
    schoolId: number,
    lines: RosterLine[],
    nodes: RosterContext['nodes'],
    trx?: Db,
  ) {
    const emails = new Set<string>();
    const mobiles = new Set<string>();
    for (const { values: v } of lines) {
      for (const e of [v.email, v.parent_email, v.child_email]) if (e) emails.add(normalEmail(e));
      const parsed = v.mobile ? parseMobile(v.mobile, v.country_iso || 'IN') : null;
      if (parsed) mobiles.add(parsed.national);
    }
    // Inside the import every read goes through its transaction (SQLite has one connection).
    const [sections, accounts, seatLicences] = await Promise.all([
      repo.sectionsOfSchool(schoolId),
      identity.schoolAccounts.facts({ emails: [...emails], mobiles: [...mobiles] }, trx),
      licences.ofSchool(schoolId, trx),
    ]);
    const analysis = analyseRoster(schoolId, lines, { sections, nodes, ...accounts });
    const seats = planSeats(seatLicences, analysis.seatsNeeded, localDate(clock()));
    return { analysis, seats };
  }

  function previewOf(
    analysis: RosterAnalysis,
    seats: SeatPlan,
    fileErrors: RosterProblem[],
    language: string,
    naming?: RowNaming,
  ): RosterPreviewData {
    const allErrors = [...fileErrors, ...seats.errors];
    const words = (problems: readonly RosterProblem[]) => problems.map((p) => inWords(p, language));
    const named = (rowType: string, problems: readonly RosterProblem[]) =>
      naming ? problems.map((p) => ({ ...p, field: naming.field(rowType, p.field) })) : problems;
    return {
      rows: analysis.rows.map(({ notes, ...row }) => {
        const source = naming?.source(row.row_number);
        return {
          ...row,
          errors: words(named(row.row_type, row.errors)),
          ...(notes ? { notes: notes.map((note) => messageOfReason(language, note)) } : {}),
          ...(source ? { source } : {}),
        };
      }),
      counts: analysis.counts,
      seats: seats.uses,
      file_errors: words(allErrors),
      can_apply: allErrors.length === 0 && analysis.counts.rejected === 0 && analysis.counts.total > 0,
    };
  }

  /** The preview is in the admin's language (the request's): what is wrong with each row and the file. */
  async function preview(caller: AuthContext, csv: string, language: string): Promise<RosterPreviewData> {
    return previewLines(caller, parseRosterText(csv), language);
  }

  /** The preview of rows another reader made (a OneRoster zip): the same checks as a CSV's. */
  async function previewLines(
    caller: AuthContext,
    rows: ParsedRoster,
    language: string,
    naming?: RowNaming,
  ): Promise<RosterPreviewData> {
    const schoolId = await importingSchool(caller);
    const parsed = await withBoardIds(rows);
    const nodes = await nodesOf(parsed.lines);
    const { analysis, seats } = await analyse(createRosterRepository(deps.db), schoolId, parsed.lines, nodes);
    return previewOf(analysis, seats, parsed.fileErrors, language, naming);
  }

  function assertApplicable(analysis: RosterAnalysis, seats: SeatPlan, naming?: RowNaming): void {
    if (analysis.counts.rejected > 0) {
      const where = (r: RosterAnalysis['rows'][number]) => {
        const source = naming?.source(r.row_number);
        return source ? `${source.file} ${source.sourced_id}` : `row ${r.row_number}`;
      };
      const errors = analysis.rows.flatMap((r) =>
        r.errors.map((e) => ({ ...e, field: `${where(r)}: ${naming?.field(r.row_type, e.field) ?? e.field}` })),
      );
      const rejected = {
        reason: 'institutes.roster.rowsRejected',
        params: { count: analysis.counts.rejected },
      } as const;
      throw new AppError('VALIDATION_FAILED', rejected, { errors });
    }
    const [short] = seats.errors;
    // The first kind short of seats is the message; every kind short is in the errors.
    if (short) throw new AppError('CONFLICT', short, { errors: seats.errors });
  }

  async function apply(caller: AuthContext, csv: string): Promise<RosterApplyData> {
    return applyLines(caller, parseRosterText(csv));
  }

  /** Applies rows another reader made (a OneRoster zip) with the same rule and transaction as a CSV's. */
  async function applyLines(caller: AuthContext, rows: ParsedRoster, naming?: RowNaming): Promise<RosterApplyData> {
    const schoolId = await importingSchool(caller);
    const parsed = await withBoardIds(rows);
    if (parsed.fileErrors.length > 0)
      throw new AppError(
        'VALIDATION_FAILED',
        { reason: 'institutes.roster.fileUnreadable' },
        { errors: parsed.fileErrors },
      );
    const now = new Date(clock()).toISOString();
    const nodes = await nodesOf(parsed.lines);
    const done = await createRosterRepository(deps.db, deps.versions).inTransaction(async (trx, repo) => {
      // Checked again inside the transaction, against the school as it is now.
      const { analysis, seats } = await analyse(repo, schoolId, parsed.lines, nodes, trx);
      assertApplicable(analysis, seats, naming);
      const writes = rosterWrites({ plan: analysis.plan, schoolId, now, firstSectionId: await repo.nextSectionId() });
      await repo.insertSections(writes.newSections);
      for (const s of analysis.plan.changedSections) await repo.updateSection(s.section_id, s);
      await identity.schoolAccounts.apply(writes.accounts, trx);
      const invitations = await identity.invitations.issue(
        writes.created.map((p) => ({ userUuid: p.uuid, schoolId })),
        caller.uuid,
        trx,
      );
      const pending = await identity.parentLinks.request(
        writes.pendingLinks.map((l) => ({ ...l, schoolId })),
        caller.uuid,
        trx,
      );
      for (const [licenceId, n] of seats.take) {
        if (n.student + n.teacher > 0) {
          await licences.consumeSeats(licenceId, { students: n.student, teachers: n.teacher }, trx);
        }
      }
      return { analysis, seats, writes, invitations, pending };
    });
    // Messages go once the import is committed: a failed delivery never undoes it (the list can be printed).
    const schoolName = (await deps.schools.schoolsByIds([schoolId]))[0]?.school_name ?? 'Your school';
    const invitations = await sendInvitations(done.writes.created, done.invitations, schoolName);
    await identity.parentLinks.notify(done.pending);
    return {
      counts: done.analysis.counts,
      created: done.writes.counts,
      updated: done.writes.updated,
      seats: done.seats.uses,
      invitations,
      pending_parent_links: done.pending.length,
    };
  }

  async function sendInvitations(
    people: ReturnType<typeof rosterWrites>['created'],
    issued: Awaited<ReturnType<IdentityServices['invitations']['issue']>>,
    schoolName: string,
  ): Promise<RosterInvitation[]> {
    const byUuid = new Map(people.map((p) => [p.uuid, p]));
    const items = issued.map((invitation) => {
      const person = byUuid.get(invitation.userUuid)!;
      return {
        invitation,
        person,
        to: {
          firstName: person.first_name,
          email: person.email,
          mobile: person.mobile,
          countryIso: person.country_iso,
          schoolName,
        },
      };
    });
    const delivered = await identity.invitations.deliverAll(
      items.map(({ invitation, to }) => ({ invitation, person: to })),
    );
    return items.map(({ invitation, person }, i) => ({
      kind: person.kind,
      name: `${person.first_name} ${person.last_name}`.trim(),
      email: person.email,
      mobile: person.mobile,
      code: invitation.code,
      link: delivered[i]!.link,
      expires_at: invitation.expiresAt,
      sent: delivered[i]!.sent,
    }));
  }

  return { preview, apply, previewLines, applyLines };
}
