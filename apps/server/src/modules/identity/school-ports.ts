import type { SchoolSummary, SectionSummary } from '@esc/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors/app-error.js';

/** A school as identity needs it: the summary the dashboards show, and what students see of staff. */
export interface DirectorySchool extends SchoolSummary {
  /** Students and parents see the personal email and mobile of this school's teachers. */
  show_staff_contact: boolean;
}

/** A board and one of its classes, as the sign-up form names them. */
export interface BoardClass {
  boardId: number;
  boardName: string;
  classId: number;
  className: string;
}

/**
 * What identity asks of institutes (schools, sections) and the catalogue (boards and classes).
 * Those modules are built after identity (they depend on it), so the composition root hands these
 * in once they exist (connect). Calls that write take the transaction of the caller.
 */
export interface SchoolPorts {
  schoolsByIds(ids: readonly number[], trx?: Db): Promise<DirectorySchool[]>;
  /** Sections with their board and class names. */
  sectionsByIds(ids: readonly number[]): Promise<SectionSummary[]>;
  sectionsOfSchool(schoolId: number): Promise<SectionSummary[]>;
  /** A class (type 2) of a board (type 3); undefined when the class is not under that board. */
  boardClass(boardId: number, classId: number): Promise<BoardClass | undefined>;
  /** A new school (a self-registered institute's own); answers its id. */
  createSchool(input: { name: string; instituteType: number }, trx: Db): Promise<number>;
  /** The default school's section for a board and class, made when missing; answers the ids. */
  defaultSchoolSection(
    boardClass: BoardClass,
    today: string,
    trx: Db,
  ): Promise<{ schoolId: number; sectionId: number }>;
}

/** The ports, filled in by the composition root after institutes and the catalogue are built. */
export function createPortSlot() {
  let ports: SchoolPorts | null = null;
  return {
    connect(value: SchoolPorts): void {
      ports = value;
    },
    get(): SchoolPorts {
      if (!ports) throw new AppError('INTERNAL_ERROR', 'identity is not connected to institutes and the catalogue');
      return ports;
    },
  };
}

export type PortSlot = ReturnType<typeof createPortSlot>;
