/** A progress post that named the homework its content was opened from (AddProgressBody.assign_id). */
export interface HomeworkProgress {
  uuid: string;
  assignId: number;
  contentId: number;
  /** The record is complete by the rule of spec 000 §4 (decided by this module, never by the client). */
  complete: boolean;
  /** When the post was recorded (ISO). */
  at: string;
}

export type HomeworkProgressListener = (event: HomeworkProgress) => Promise<void>;

/**
 * Where progress posts from homework go: the learn-lists module, built after this one (it reads
 * progress for its reports), connects itself here in the composition root.
 */
export function createProgressListeners() {
  let listener: HomeworkProgressListener | null = null;
  return {
    connect(value: HomeworkProgressListener): void {
      listener = value;
    },
    async notify(event: HomeworkProgress): Promise<void> {
      if (listener) await listener(event);
    },
  };
}

export type ProgressListeners = ReturnType<typeof createProgressListeners>;
