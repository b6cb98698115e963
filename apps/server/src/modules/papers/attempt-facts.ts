/**
 * What papers must know of attempts, which the attempts module keeps (it fills the point
 * "papers.attempts" while it is built, since it is built on papers).
 */
export interface AttemptFacts {
  /** Papers among these that somebody has started (then only drops and settings change). */
  attemptedPaperIds(paperIds: readonly number[]): Promise<Set<number>>;
  /** Papers among these that this learner has started. */
  startedPaperIds(uuid: string, paperIds: readonly number[]): Promise<Set<number>>;
  /** Papers among these the learner has an evaluated attempt of (with its results published, when asked). */
  evaluatedPaperIds(uuid: string, paperIds: readonly number[], publishedOnly: boolean): Promise<Set<number>>;
  /** Assignments with an attempt still taking answers: open, its deadline after `graceIso`. */
  assignmentsTakingAnswers(graceIso: string): Promise<number[]>;
}

export interface AttemptsPoint {
  facts: AttemptFacts;
}
