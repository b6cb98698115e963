/** Content a learner opened from homework they hold, the item in its list (decided by the gate). */
export interface HomeworkOpen {
  uuid: string;
  assignId: number;
  contentId: number;
  /** When it was opened (ISO), by the server's clock. */
  at: string;
}

export type HomeworkOpenListener = (event: HomeworkOpen) => Promise<void>;

/**
 * Where the gate tells of opens from homework: the learn-lists module, built after this one (it is
 * told by the gate, never asks it), connects itself here in the composition root.
 */
export function createHomeworkOpenListeners() {
  let listener: HomeworkOpenListener | null = null;
  return {
    connect(value: HomeworkOpenListener): void {
      listener = value;
    },
    async notify(event: HomeworkOpen): Promise<void> {
      if (listener) await listener(event);
    },
  };
}

export type HomeworkOpenListeners = ReturnType<typeof createHomeworkOpenListeners>;
