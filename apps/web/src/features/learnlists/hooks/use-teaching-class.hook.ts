import type { ActiveClassData, AddItemToClassRecapData, ClassRecapItem } from '@esc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { appOutbox } from '../../../lib/outbox.app';
import { readJson, writeJson } from '../../../lib/storage';
import { addToClassRecap, classRecapKeys, RECAP_ITEM_TAG, useActiveClasses } from '../api/class-recap.api';

/** localStorage key of the stored active-class state: the class the teacher chose to teach. */
export const TEACHING_CLASS_STORAGE_KEY = 'esc.teachingClass';

interface StoredChoice {
  uuid: string;
  sch_id: number;
}

function readChoice(uuid: string): number | null {
  const value = readJson(TEACHING_CLASS_STORAGE_KEY) as Partial<StoredChoice> | null;
  return value && value.uuid === uuid && typeof value.sch_id === 'number' ? value.sch_id : null;
}

/** What the last open did to the recap: added, or already there; waiting on the device; or why it failed. */
export type RecapNotice =
  { title: string; added: boolean } | { title: string; waiting: true } | { title: string; failed: unknown };

/**
 * The class the teacher is teaching from this screen: one of the subject's classes they
 * present that is on now (several at once: they choose; the choice is stored). Opening an item adds it
 * to that class's recap. When the server no longer counts the class as taught (its window passed and
 * it records nothing, 000 §4), the stored state is reset and nothing more is added.
 */
export function useTeachingClass(teacherUuid: string | null, subjectId: number) {
  const queryClient = useQueryClient();
  const active = useActiveClasses(subjectId, teacherUuid !== null);
  const classes = active.data?.classes ?? [];
  const [stored, setStored] = useState(() => (teacherUuid ? readChoice(teacherUuid) : null));
  const [notice, setNotice] = useState<RecapNotice | null>(null);
  const chosen = classes.find((c) => c.live_class.sch_id === stored) ?? classes[0] ?? null;
  const storedGone = active.isSuccess && stored !== null && !classes.some((c) => c.live_class.sch_id === stored);

  const chosenId = chosen?.live_class.sch_id ?? null;
  // The stored active-class state: the class taught, kept; forgotten once the server no longer counts
  // it as taught (its window passed and it records nothing, 000 §4), so a later visit starts clean.
  useEffect(() => {
    if (!teacherUuid) return;
    if (chosenId !== null && chosenId !== readChoice(teacherUuid)) {
      writeJson(TEACHING_CLASS_STORAGE_KEY, { uuid: teacherUuid, sch_id: chosenId } satisfies StoredChoice);
    } else if (chosenId === null && storedGone) {
      writeJson(TEACHING_CLASS_STORAGE_KEY, null);
    }
  }, [teacherUuid, chosenId, storedGone]);

  function choose(schId: number) {
    if (teacherUuid) writeJson(TEACHING_CLASS_STORAGE_KEY, { uuid: teacherUuid, sch_id: schId } satisfies StoredChoice);
    setStored(schId);
  }

  // The items sent from this screen, by outbox entry: the answer says what became of each.
  const sent = useRef(new Map<string, { schId: number; title: string }>());
  const refetch = active.refetch;
  useEffect(
    () =>
      appOutbox.subscribe((event) => {
        const mine = event.entry.tag === RECAP_ITEM_TAG ? sent.current.get(event.entry.id) : undefined;
        if (!mine) return;
        sent.current.delete(event.entry.id);
        if (event.type === 'acknowledged') {
          const data = event.data as AddItemToClassRecapData;
          // The class's recap as the server answered it, without waiting for the next read.
          queryClient.setQueryData<ActiveClassData>(classRecapKeys.active(subjectId), (current) =>
            current
              ? {
                  classes: current.classes.map((c) =>
                    c.live_class.sch_id === mine.schId ? { ...c, recap: data.recap } : c,
                  ),
                }
              : current,
          );
          setNotice({ title: mine.title, added: data.added });
          return;
        }
        setNotice({ title: mine.title, failed: event.error });
        // The class may have just left its window: read the state again.
        void refetch();
      }),
    [queryClient, refetch, subjectId],
  );

  /** An item opened from the screen: into the recap of the class being taught, if one is. */
  async function opened(item: ClassRecapItem, title: string): Promise<void> {
    if (!chosen || !teacherUuid) return;
    const schId = chosen.live_class.sch_id;
    const id = addToClassRecap(teacherUuid, schId, item);
    sent.current.set(id, { schId, title });
    // With no connection it waits in the outbox with the time it was opened; the screen says so.
    if (!navigator.onLine) setNotice({ title, waiting: true });
    return Promise.resolve();
  }

  return {
    classes,
    chosen,
    choose,
    opened,
    notice,
    error: active.error,
    /** A class is stored as taught and the server has not said otherwise yet (the screen may assume it). */
    expected: stored !== null && !active.isSuccess && !active.isError,
  };
}

export type TeachingClassState = ReturnType<typeof useTeachingClass>;

/** The teaching screen's class, for the item rows deep in the chapter browser (null: no class is taught). */
export const TeachingClassContext = createContext<Pick<TeachingClassState, 'chosen' | 'opened'> | null>(null);

export const useTeachingClassContext = () => useContext(TeachingClassContext);
