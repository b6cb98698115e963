import type { SchoolSummary, SectionSummary } from '@esc/contracts';
import type { Db } from '../../db/database.js';
import type { ExtensionPoint } from '../../platform/modules/extension-point.js';

/** A school as identity needs it: the summary the dashboards show, and what students see of staff. */
export interface DirectorySchool extends SchoolSummary {
  /** Students and parents see the personal email and mobile of this school's teachers. */
  show_staff_contact: boolean;
  /** The language of the school's people who chose none (a code of the language list); null: English. */
  default_language: string | null;
}

/** A board and one of its classes, as the sign-up form names them. */
export interface BoardClass {
  boardId: number;
  boardName: string;
  classId: number;
  className: string;
}

/** What identity asks of institutes: schools and sections. Calls that write take the caller's transaction. */
export interface SchoolPlaces {
  schoolsByIds(ids: readonly number[], trx?: Db): Promise<DirectorySchool[]>;
  /** Sections with their board and class names. */
  sectionsByIds(ids: readonly number[]): Promise<SectionSummary[]>;
  sectionsOfSchool(schoolId: number): Promise<SectionSummary[]>;
  /** A new school (a self-registered institute's own); answers its id. */
  createSchool(input: { name: string; instituteType: number }, trx: Db): Promise<number>;
  /** The default school's section for a board and class, made when missing; answers the ids. */
  defaultSchoolSection(
    boardClass: BoardClass,
    today: string,
    trx: Db,
  ): Promise<{ schoolId: number; sectionId: number }>;
}

/** What identity asks of the catalogue: a class (type 2) of a board (type 3); undefined when not under it. */
export interface BoardClasses {
  boardClass(boardId: number, classId: number): Promise<BoardClass | undefined>;
}

/**
 * Identity's extension point "identity.schools": institutes and the catalogue depend on identity
 * (their people are identity's), so they fill it rather than identity needing them.
 */
export interface SchoolsPoint {
  places: SchoolPlaces;
  boardClasses: BoardClasses;
}

export type SchoolPorts = SchoolPlaces & BoardClasses;

/** The point's providers as one object, looked up at call time (they are filled after identity is built). */
export function schoolPortsOf(point: ExtensionPoint<SchoolsPoint>) {
  return {
    get(): SchoolPorts {
      const places = point.get('places');
      const { boardClass } = point.get('boardClasses');
      return { ...places, boardClass };
    },
  };
}

export type PortSlot = ReturnType<typeof schoolPortsOf>;
