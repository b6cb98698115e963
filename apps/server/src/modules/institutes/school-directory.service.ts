import type { SchoolContactSettings, SchoolContactSettingsBody, SectionSummary } from '@esc/contracts';
import { isLanguageCode } from '@esc/contracts/languages';
import { DEFAULT_SCHOOL_ID, isSchoolAdmin, SchoolStatus } from '@esc/domain';
import type { Db } from '../../db/database.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { BoardClass, DirectorySchool } from '../identity/identity.module.js';
import { createSchoolDirectoryRepository, type SectionRow } from './school-directory.repository.js';

/** The default school's name when a database without the demo seed meets its first learner. */
const DEFAULT_SCHOOL_NAME = 'ESC Learning';

/** Names of syllabus nodes (boards, classes), asked of the catalogue. */
export type SyllabusNames = (ids: readonly number[]) => Promise<Map<number, string>>;

/** Section names of the default school read like "CBSE 9": the board and the class number or name. */
export function defaultSectionName(boardClass: BoardClass): string {
  return `${boardClass.boardName} ${boardClass.className.replace(/^class\s+/i, '')}`.trim();
}

export type SchoolDirectory = ReturnType<typeof createSchoolDirectory>;

/**
 * Schools and sections for other modules: identity's profiles and sign-up (through its ports), and
 * the school's own setting of what students and parents see of its staff.
 */
export function createSchoolDirectory(deps: {
  db: Db;
  syllabusNames: SyllabusNames;
  /** The caller's main school (identity's), for the admin's settings call. */
  primarySchoolId: (uuid: string) => Promise<number | null>;
}) {
  const repo = (trx?: Db) => createSchoolDirectoryRepository(trx ?? deps.db);

  async function schoolsByIds(ids: readonly number[], trx?: Db): Promise<DirectorySchool[]> {
    return (await repo(trx).schoolsByIds(ids)).map((s) => ({
      school_id: s.school_id,
      school_name: s.school_name,
      institute_type: s.institute_type,
      school_status: s.school_status,
      show_staff_contact: s.show_staff_contact === 1,
      default_language: s.default_language ?? null,
    }));
  }

  async function summaries(rows: readonly SectionRow[]): Promise<SectionSummary[]> {
    const names = await deps.syllabusNames([...new Set(rows.flatMap((r) => [r.board_id, r.class_id]))]);
    return rows.map((r) => ({
      section_id: r.section_id,
      section_name: r.section_name,
      board_id: r.board_id,
      board_name: names.get(r.board_id) ?? '',
      class_id: r.class_id,
      class_name: names.get(r.class_id) ?? '',
      language_id: r.language_id,
    }));
  }

  async function sectionsByIds(ids: readonly number[]): Promise<SectionSummary[]> {
    return summaries(await repo().sectionsByIds(ids));
  }

  async function sectionsOfSchool(schoolId: number): Promise<SectionSummary[]> {
    return summaries(await repo().sectionsOfSchool(schoolId));
  }

  async function createSchool(input: { name: string; instituteType: number }, trx: Db): Promise<number> {
    return repo(trx).insertSchool({
      school_name: input.name,
      institute_type: input.instituteType,
      school_status: SchoolStatus.Active,
    });
  }

  /** The default school's section of a board and class (made when missing): where B2C learners sit. */
  async function defaultSchoolSection(boardClass: BoardClass, today: string, trx: Db) {
    const schools = repo(trx);
    await schools.ensureSchool({
      school_id: DEFAULT_SCHOOL_ID,
      school_name: DEFAULT_SCHOOL_NAME,
      institute_type: null,
      school_status: SchoolStatus.Active,
    });
    const { boardId, classId } = boardClass;
    const sectionId =
      (await schools.sectionFor(DEFAULT_SCHOOL_ID, boardId, classId)) ??
      (await schools.insertSection({
        school_id: DEFAULT_SCHOOL_ID,
        board_id: boardId,
        class_id: classId,
        section_name: defaultSectionName(boardClass),
        valid_from: today,
        valid_until: null,
      }));
    return { schoolId: DEFAULT_SCHOOL_ID, sectionId };
  }

  /**
   * A school admin chooses whether students and parents see teachers' personal email and mobile, and
   * the language of the school's people who chose none (left out: kept as it is).
   */
  async function setShowStaffContact(
    caller: AuthContext,
    body: SchoolContactSettingsBody,
  ): Promise<SchoolContactSettings> {
    if (!isSchoolAdmin(caller.userTypeId, caller.role)) {
      throw new AppError('FORBIDDEN', { reason: 'institutes.settingsAdminOnly' });
    }
    const schoolId = await deps.primarySchoolId(caller.uuid);
    if (schoolId === null) throw new AppError('NOT_FOUND', { reason: 'institutes.notPlaced' });
    await repo().setSettings(schoolId, body);
    return showStaffContact(caller);
  }

  async function showStaffContact(caller: AuthContext): Promise<SchoolContactSettings> {
    const schoolId = await deps.primarySchoolId(caller.uuid);
    const school = schoolId === null ? undefined : (await schoolsByIds([schoolId]))[0];
    const language = school?.default_language;
    return {
      show_staff_contact: school?.show_staff_contact ?? false,
      default_language: isLanguageCode(language) ? language : null,
    };
  }

  return {
    schoolsByIds,
    sectionsByIds,
    sectionsOfSchool,
    createSchool,
    defaultSchoolSection,
    setShowStaffContact,
    showStaffContact,
  };
}
