import type { AttemptedUsersData, ItemWiseReportData } from '@esc/contracts';
import { ALLOWED } from '../../platform/auth/policy.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { readerLanguage } from '../../platform/i18n/reader-language.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { StaffScope } from '../institutes/institutes.module.js';
import type { AssignmentRow } from './assignments.repository.js';
import type { LearnListAccess } from './learnlist-access.js';
import type { KeptStaffScopes } from './kept-staff-scope.js';
import { learnListsRules, type LearnListsPolicy, type ListActor } from './learnlists.policy.js';
import type { ReportAnswerCache, ReportFacts } from './report-answer-cache.js';
import { fullName, type LearnListDeps } from './learnlist-ports.js';
import type { ListRow } from './learnlists.repository.js';
import { createReportBuilder } from './report-build.js';
import { sortStudents, type ReportSort } from './report-rows.js';

export type ReportService = ReturnType<typeof createReportService>;

type ReportKind = 'learnlist-report' | 'report-download';

export interface ReportAsk {
  listId: number;
  assignId: number | null;
  sectionId: number | null;
  sort: ReportSort;
}

/** Staff's view of homework: item by item for a section, and who has opened the list. */
export function createReportService(
  deps: LearnListDeps & {
    access: LearnListAccess;
    policy: LearnListsPolicy;
    /** Kept reports and staff scopes; without them every read is built. */
    kept?: { reports: ReportAnswerCache; scopes: KeptStaffScopes };
  },
) {
  const { repos, access, policy, scopes, sections, directory, audit, clock, kept } = deps;
  const builder = createReportBuilder(deps);
  const actorOf = (caller: AuthContext, scope: StaffScope): ListActor => ({
    uuid: caller.uuid,
    userTypeId: caller.userTypeId,
    schoolIds: scope.schoolIds,
    sections: scope,
  });
  const notGiven = () => new AppError('NOT_FOUND', { reason: 'learnlists.notGivenToSection' });

  /** The first of the sections whose report the caller may read, in the order given; none: the policy's refusal (403). */
  async function firstReadable(actor: ListActor, sectionIds: readonly number[]): Promise<number | undefined> {
    const [first] = await policy.allowedIds(actor, 'readSectionReport', sectionIds);
    if (first === undefined) await policy.authorize(actor, 'readSectionReport', sectionIds);
    return first;
  }

  /**
   * The assignment asked for (of this list), else the newest one reaching a section the caller sees;
   * null while the list was never assigned (the report then has items and no learners).
   */
  async function assignmentFor(list: ListRow, assignId: number | null, actor: ListActor) {
    const all = await repos.assignments.assignmentsOfList(list.learnlist_id);
    const sectionRows = await repos.assignments.sectionsOf(all.map((a) => a.assign_id));
    const sectionsOf = (a: AssignmentRow) =>
      sectionRows.filter((s) => s.assign_id === a.assign_id).map((s) => s.section_id);
    if (assignId !== null) {
      const asked = all.find((a) => a.assign_id === assignId);
      if (!asked) throw new AppError('NOT_FOUND', { reason: 'learnlists.noAssignmentOfList' });
      return { assignment: asked, sectionIds: sectionsOf(asked) };
    }
    if (all.length === 0) return null;
    // Newest first, each assignment's sections in turn: the first readable is the newest reaching one.
    const first = await firstReadable(actor, all.flatMap(sectionsOf));
    const seen = all.find((a) => first !== undefined && sectionsOf(a).includes(first)) ?? all[0]!;
    return { assignment: seen, sectionIds: sectionsOf(seen) };
  }

  async function sectionAsked(actor: ListActor, sectionIds: readonly number[], asked: number | null): Promise<number> {
    if (asked !== null && !sectionIds.includes(asked)) throw notGiven();
    const id = await firstReadable(actor, asked === null ? sectionIds : [asked]);
    // Only homework given to no section at all leaves none to refuse.
    if (id === undefined) throw notGiven();
    return id;
  }

  /** The report read afresh (a fixed number of queries, report-build.ts), with what it was of. */
  async function built(caller: AuthContext, scope: StaffScope, ask: ReportAsk) {
    const actor = actorOf(caller, scope);
    const [{ list, sharedWith }, items] = await Promise.all([
      access.load(caller, ask.listId, 'read', scope.schoolIds),
      repos.lists.itemsOf([ask.listId]),
    ]);
    const found = await assignmentFor(list, ask.assignId, actor);
    const sectionId = found ? await sectionAsked(actor, found.sectionIds, ask.sectionId) : null;
    const report = await builder.build({ list, items, assignment: found?.assignment ?? null, sectionId });
    const facts = { list, sharedWith, assignId: found?.assignment.assign_id ?? null, sectionId };
    return { report: { ...report, students: sortStudents(report.students, ask.sort) }, facts };
  }

  const noted = (
    caller: AuthContext,
    kind: ReportKind,
    list: Pick<ListRow, 'learnlist_id' | 'learnlist_name'>,
    learners: readonly string[],
  ) => audit.record(caller, { kind, learners, record: list.learnlist_id, label: list.learnlist_name });

  /** GET learnListItemWiseStudentReportUniversity as data (the spreadsheet's download builds it afresh). */
  async function itemWise(
    caller: AuthContext,
    ask: ReportAsk,
    kind: ReportKind = 'learnlist-report',
  ): Promise<ItemWiseReportData> {
    const { report, facts } = await built(caller, await scopes.scopeOf(caller), ask);
    await noted(
      caller,
      kind,
      facts.list,
      report.students.map((s) => s.uuid),
    );
    return report;
  }

  /** Whether the caller may still read a kept report: the policy's rules on the facts kept with it. */
  function mayRead(actor: ListActor, facts: ReportFacts): boolean {
    if (learnListsRules.read(actor, { kind: 'list', list: facts.list, sharedWith: facts.sharedWith }) !== ALLOWED)
      return false;
    return (
      facts.section === null ||
      learnListsRules.readSectionReport(actor, { kind: 'section', ...facts.section }) === ALLOWED
    );
  }

  /**
   * The item-wise report as the route sends it (encode serializes the data as the route's answer):
   * kept serialized under the versions of everything it shows (report-answer-cache.ts), the caller's
   * rights decided on every call from their kept scope and the facts kept with it. A caller the kept
   * facts refuse goes the whole way, which refuses with the policy's reason.
   */
  async function itemWiseAnswer(caller: AuthContext, ask: ReportAsk, encode: (data: ItemWiseReportData) => string) {
    if (!kept) return encode(await itemWise(caller, ask));
    const { scope, signature } = await kept.scopes(caller);
    const chosen = ask.assignId === null || ask.sectionId === null ? signature : '';
    const key = [
      ask.listId,
      ask.assignId ?? '',
      ask.sectionId ?? '',
      ask.sort.by,
      ask.sort.order ?? '',
      readerLanguage(),
      chosen,
    ].join(' ');
    const hit = kept.reports.lookup(key, clock());
    if (hit && mayRead(actorOf(caller, scope), hit.facts)) {
      await noted(caller, 'learnlist-report', hit.facts.list, hit.facts.learners);
      return hit.body;
    }
    const taken = kept.reports.snapshot();
    const builtAt = clock();
    const { report, facts } = await built(caller, scope, ask);
    const learners = report.students.map((s) => s.uuid);
    await noted(caller, 'learnlist-report', facts.list, learners);
    const [section] = facts.sectionId === null ? [] : await sections.sectionsByIds([facts.sectionId]);
    const kept_ = {
      ...facts,
      learners,
      section: section ? { section_id: section.section_id, school_id: section.school_id } : null,
    };
    return kept.reports.store(key, { taken, builtAt, body: encode(report), facts: kept_ });
  }

  /** POST learnlistAttemptedUserListUniversity: learners of the caller's sections who opened or completed an item. */
  async function attemptedUsers(
    caller: AuthContext,
    listId: number,
    assignId: number | null,
  ): Promise<AttemptedUsersData> {
    const scope = await scopes.scopeOf(caller);
    const { list } = await access.load(caller, listId, 'read', scope.schoolIds);
    const [assignments, itemCounts] = await Promise.all([
      repos.assignments.assignmentsOfList(listId),
      repos.lists.itemCounts([listId]),
    ]);
    const chosen = assignments.filter((a) => assignId === null || a.assign_id === assignId);
    if (assignId !== null && chosen.length === 0)
      throw new AppError('NOT_FOUND', { reason: 'learnlists.noAssignmentOfList' });
    const sectionRows = await repos.assignments.sectionsOf(chosen.map((a) => a.assign_id));
    const given = [...new Set(sectionRows.map((s) => s.section_id))];
    const visible = new Set(await policy.allowedIds(actorOf(caller, scope), 'readSectionReport', given));
    const rows = await repos.completions.rowsOf(chosen.map((a) => a.assign_id));
    const uuids = [...new Set(rows.map((r) => r.uuid))];
    const [people, placements] = await Promise.all([directory.people(uuids), directory.placementsOf(uuids)]);
    const sectionOf = new Map(
      placements
        .filter((p) => p.section_id !== null && visible.has(p.section_id))
        .map((p) => [p.user_uuid, p.section_id!]),
    );
    const named = await sections.sectionsByIds([...new Set(sectionOf.values())]);
    const sectionName = new Map(named.map((s) => [s.section_id, s.section_name]));
    const person = new Map(people.map((p) => [p.uuid, p]));
    const rowsOf = new Map<string, typeof rows>();
    for (const r of rows) {
      const own = rowsOf.get(r.uuid);
      if (own) own.push(r);
      else rowsOf.set(r.uuid, [r]);
    }
    const users = uuids
      .filter((u) => sectionOf.has(u))
      .map((uuid) => {
        const own = rowsOf.get(uuid) ?? [];
        const opened = own.flatMap((r) => (r.last_opened_at ? [r.last_opened_at] : [])).sort();
        return {
          uuid,
          name: fullName(person.get(uuid)),
          section_name: sectionName.get(sectionOf.get(uuid)!) ?? null,
          completed_count: new Set(own.filter((r) => r.completed_on).map((r) => r.item_row_id)).size,
          item_count: itemCounts.get(listId) ?? 0,
          last_opened_at: opened.at(-1) ?? null,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name) || a.uuid.localeCompare(b.uuid));
    await audit.record(caller, {
      kind: 'learnlist-report',
      learners: users.map((u) => u.uuid),
      record: list.learnlist_id,
      label: list.learnlist_name,
    });
    return { learnlist_id: list.learnlist_id, users };
  }

  return { itemWise, itemWiseAnswer, attemptedUsers };
}
