/**
 * What the notifications module needs from the learn-lists module for the due-tomorrow reminder.
 * Learn-lists implements it (it owns assignments, their sections, extensions and completion) and
 * the composition root connects it: `notifications.connect({ dueHomework })`.
 */
export interface DueHomeworkSource {
  /**
   * Assignments whose due day is tomorrow in each school's own time zone at `nowMs` (the day after
   * `localDate(nowMs, school.country_iso)`, packages/domain local-time), with the learners for whom
   * it is due that day and not yet done (a learner's extension moves their day), and their parents.
   * One entry per assignment and due day; a learner with an extension to another day is not in it.
   */
  dueTomorrow(nowMs: number): Promise<DueHomework[]>;
}

export interface DueHomework {
  assignId: number;
  /** The learn-list's title as learners see it. */
  title: string;
  /** YYYY-MM-DD in the school's time zone. */
  dueDate: string;
  /** The app path of the homework (opened from the notification). */
  link: string;
  learners: readonly DueLearner[];
}

export interface DueLearner {
  uuid: string;
  /** Linked parents (uuids) who are told too. */
  parentUuids: readonly string[];
}
