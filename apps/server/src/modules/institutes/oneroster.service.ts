import type { OneRosterFileBody, OneRosterPreviewData, RosterApplyData } from '@esc/contracts';
import { isSchoolAdmin, parseMobile, UserType } from '@esc/domain';
import type { Db } from '../../db/database.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { IdentityServices } from '../identity/identity.module.js';
import { oneRosterZipOf, type RosterSnapshot } from './oneroster-export.js';
import { oneRosterField, rosterLinesOfOneRoster, type OneRosterLines } from './oneroster-lines.js';
import { bytesOfBase64, readOneRosterZip } from './oneroster-zip.js';
import type { NamedNode } from './roster-names.js';
import type { RosterService } from './roster.service.js';
import { createRosterRepository } from './roster.repository.js';
import type { SchoolDirectory } from './school-directory.service.js';

export type OneRosterService = ReturnType<typeof createOneRosterService>;

/** Rows named as the zip names them: the file and sourcedId of each, and OneRoster's column names. */
const namingOf = (read: OneRosterLines) => ({ field: oneRosterField, source: (n: number) => read.sources.get(n) });

/** At most this many people of a school go into one export: the roster import's own limit several times over. */
const EXPORT_MAX_PEOPLE = 50_000;

/**
 * Rosters as OneRoster CSV zips: an upload is read into the roster's own rows and goes through its
 * preview and apply; the export writes the school's sections, people and links back as OneRoster 1.2.
 */
export function createOneRosterService(deps: {
  db: Db;
  roster: Pick<RosterService, 'previewLines' | 'applyLines'>;
  identity: Pick<IdentityServices, 'identity' | 'directory' | 'schoolAccounts'>;
  boardsAndClasses: () => Promise<NamedNode[]>;
  schools: Pick<SchoolDirectory, 'schoolsByIds'>;
  clock: () => number;
}) {
  /** The zip's rows as the roster reads them; a file that cannot be read gives its problems and no rows. */
  function linesOf(body: OneRosterFileBody): OneRosterLines {
    const empty = { lines: [], sources: new Map(), orgs: [], org: null, otherSchoolRecords: 0 };
    const bytes = bytesOfBase64(body.zip);
    if (!bytes)
      return {
        ...empty,
        fileErrors: [{ field: 'zip', reason: 'institutes.oneroster.notBase64', params: { encoding: 'base64' } }],
      };
    const read = readOneRosterZip(bytes);
    if (!read.tables) return { ...empty, fileErrors: read.fileErrors };
    return rosterLinesOfOneRoster(read.tables, { board: body.board?.trim(), org: body.org?.trim() });
  }

  async function preview(
    caller: AuthContext,
    body: OneRosterFileBody,
    language: string,
  ): Promise<OneRosterPreviewData> {
    const read = linesOf(body);
    const checked = await deps.roster.previewLines(
      caller,
      { lines: read.lines, fileErrors: read.fileErrors },
      language,
      namingOf(read),
    );
    return { ...checked, orgs: read.orgs, org: read.org, other_school_records: read.otherSchoolRecords };
  }

  async function apply(caller: AuthContext, body: OneRosterFileBody): Promise<RosterApplyData> {
    const read = linesOf(body);
    return deps.roster.applyLines(caller, { lines: read.lines, fileErrors: read.fileErrors }, namingOf(read));
  }

  /** The school's sections, their learners and teachers, and the learners' parents, as the export writes them. */
  async function snapshotOf(schoolId: number): Promise<RosterSnapshot> {
    const { directory, schoolAccounts } = deps.identity;
    const [school] = await deps.schools.schoolsByIds([schoolId]);
    const [sections, catalogue] = await Promise.all([
      createRosterRepository(deps.db).sectionsOfSchool(schoolId),
      deps.boardsAndClasses(),
    ]);
    const nameOf = new Map(catalogue.map((n) => [n.syllabus_id, n.syllabus_name]));
    const ids = sections.map((s) => s.section_id);
    const rank = new Map(ids.map((id, i) => [id, i]));
    const [staff, learners] = await Promise.all([
      directory.staffOfSections(ids),
      directory.learnersOfSections(rank, { start: 0, limit: EXPORT_MAX_PEOPLE }),
    ]);
    const learnerIds = [...new Set(learners.rows.map((l) => l.uuid))];
    const links = await directory.parentsOfChildren(learnerIds);
    const parents = await directory.people([...new Set(links.map((l) => l.parent_uuid))]);
    const everyone = [...staff, ...learners.rows, ...parents];
    const emails = [...new Set(everyone.flatMap((p) => (p.email ? [p.email] : [])))];
    const facts = await schoolAccounts.facts({ emails, mobiles: [] });
    const countryOf = new Map(facts.users.map((u) => [u.uuid, u.country_iso]));
    const people = new Map<string, RosterSnapshot['people'][number]>();
    const personOf = (p: (typeof everyone)[number], kind: 'student' | 'teacher' | 'parent') => {
      const found = people.get(p.uuid);
      if (found) return found;
      const parsed = p.mobile ? parseMobile(p.mobile, countryOf.get(p.uuid) ?? 'IN') : null;
      const person = {
        uuid: p.uuid,
        kind,
        first_name: p.first_name,
        last_name: p.last_name,
        email: p.email,
        phone: parsed?.e164 ?? p.mobile,
        sections: [] as number[],
        agents: [] as string[],
      };
      people.set(p.uuid, person);
      return person;
    };
    for (const l of learners.rows) personOf(l, 'student').sections.push(l.section_id);
    for (const s of staff) if (s.section_id !== null) personOf(s, 'teacher').sections.push(s.section_id);
    for (const p of parents) if (p.user_type_id === UserType.Parent) personOf(p, 'parent');
    for (const { parent_uuid, child_uuid } of links) {
      const parent = people.get(parent_uuid);
      const child = people.get(child_uuid);
      if (!parent || !child) continue;
      parent.agents.push(child_uuid);
      child.agents.push(parent_uuid);
    }
    return {
      school: { id: schoolId, name: school?.school_name ?? '' },
      sections: sections.map((s) => ({
        id: s.section_id,
        name: s.section_name,
        board: nameOf.get(s.board_id) ?? '',
        board_id: s.board_id,
        class: nameOf.get(s.class_id) ?? '',
        class_id: s.class_id,
        valid_from: s.valid_from,
        valid_until: s.valid_until,
      })),
      people: [...people.values()],
    };
  }

  /** A school's roster as a OneRoster 1.2 CSV zip (for the school's own export and for a whole-school export). */
  async function buildOneRosterZip(schoolId: number): Promise<Uint8Array> {
    const now = new Date(deps.clock()).toISOString();
    return oneRosterZipOf(await snapshotOf(schoolId), now);
  }

  /** The admin's own school's roster: only a school admin, only their school. */
  async function exportOwn(caller: AuthContext): Promise<Uint8Array> {
    if (!isSchoolAdmin(caller.userTypeId, caller.role))
      throw new AppError('FORBIDDEN', { reason: 'institutes.oneroster.exportAdminOnly' });
    const schoolId = await deps.identity.identity.primarySchoolId(caller.uuid);
    if (schoolId === null) throw new AppError('NOT_FOUND', { reason: 'institutes.notPlaced' });
    return buildOneRosterZip(schoolId);
  }

  return { preview, apply, exportOwn, buildOneRosterZip };
}
