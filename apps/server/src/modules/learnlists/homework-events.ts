/**
 * What the learn-lists module tells the rest of the product about homework. The notifications module
 * (built on another branch) implements this and is handed in by the composition root; until then
 * nothing is sent. A failure to tell never undoes the homework: the service logs it and goes on.
 */
export interface HomeworkEvents {
  /** Homework was assigned: its learners, and the parents linked to them, hear of it. */
  assigned(event: HomeworkAssigned): Promise<void>;
  /** Every learner of an assignment completed every item: the teacher (or parent) who assigned it hears, once. */
  completedByAll(event: HomeworkCompletedByAll): Promise<void>;
}

export interface HomeworkAssigned {
  assignId: number;
  learnlistId: number;
  title: string;
  schoolId: number | null;
  assignedBy: string;
  isParentAssigned: boolean;
  /** ISO instants: opens at 23:59 of the day before the start day, due at 23:59 of the due day. */
  startsAt: string;
  dueAt: string;
  /** The due day as it was given (YYYY-MM-DD in the school's time zone). */
  dueDate: string;
  learners: string[];
  parents: { parentUuid: string; childUuid: string }[];
}

export interface HomeworkCompletedByAll {
  assignId: number;
  learnlistId: number;
  title: string;
  /** Who assigned it: the teacher (a parent for a parent's assignment). */
  assignedBy: string;
  learnerCount: number;
  completedAt: string;
}

/** Homework due tomorrow in its school's time zone, with the learners who have not finished it. */
export interface HomeworkDue {
  assignId: number;
  learnlistId: number;
  title: string;
  schoolId: number | null;
  assignedBy: string;
  /** Tomorrow in the school's time zone (YYYY-MM-DD): the day these learners' homework is due. */
  dueDate: string;
  /** The learners due tomorrow (an extension moves a learner to their own day) who have items left. */
  learners: { uuid: string; dueAt: string; parents: string[] }[];
}

export const NO_HOMEWORK_EVENTS: HomeworkEvents = {
  assigned: async () => {},
  completedByAll: async () => {},
};
