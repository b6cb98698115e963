import type { LearnListItem, LearnListItemInput, LearnListWriteData } from '@esc/contracts';
import { TEACHING_SCREEN_MAX_ITEMS } from '@esc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLearnListDetail } from '../api/learnlist-detail.api';
import { addLearnListItems, createLearnList, removeLearnListItems, storeLearnList } from '../api/learnlist-writes.api';
import { itemKey } from '../utils/item-kind';

export interface TeachingScope {
  boardId: number;
  subjectId: number;
  classId: number | null;
}

/** An item the server left out (spec 000 §5: groups 3145, 3146, 3131, 3132 unless a question; or a repeat). */
export interface SkippedNotice {
  title: string;
  why: 'group' | 'repeat';
}

interface Options {
  scope: TeachingScope;
  /** The list items go to; null: the first item makes a new list. */
  targetId: number | null;
  /** Called with the new list's id once the first item made it. */
  onCreated: (learnlistId: number) => void;
  /** The new list's name; empty lets the server name it Homework_N. */
  newName: string;
}

/**
 * The list the teaching screen fills: one tap adds an item (the first makes the list), one removes
 * it. Taps made while the new list is being made wait for it, so they all land in one list.
 */
/** Items with a call on their way (their buttons show it), by item key. */
function usePendingKeys() {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const mark = (key: string, busy: boolean) =>
    setPending((prev) => {
      const next = new Set(prev);
      if (busy) next.add(key);
      else next.delete(key);
      return next;
    });
  return { pending, mark };
}

const skippedNotices = (data: LearnListWriteData, title: string): SkippedNotice[] =>
  data.skipped_items.map((s) => ({ title, why: /already/i.test(s.reason) ? 'repeat' : 'group' }));

/** Writes one item: to the target list, or (the first one) into a new list that later taps then wait for. */
function useItemWriter({ scope, targetId, onCreated, newName }: Options) {
  const creating = useRef<Promise<number> | null>(null);
  return async function write(input: LearnListItemInput): Promise<LearnListWriteData> {
    const listId = targetId ?? (creating.current ? await creating.current : null);
    if (listId !== null) return addLearnListItems(listId, [input], true);
    const made = createLearnList({
      learnlist_name: newName.trim() || undefined,
      learnlist_data: [input],
      board_id: scope.boardId,
      subject_id: scope.subjectId,
      class_id: scope.classId ?? undefined,
      from_teaching_screen: true,
    });
    creating.current = made.then((data) => data.learnlist.learnlist_id);
    creating.current.catch(() => (creating.current = null));
    const data = await made;
    onCreated(data.learnlist.learnlist_id);
    return data;
  };
}

export function useTeachingList(options: Options) {
  const queryClient = useQueryClient();
  const { targetId } = options;
  const detail = useLearnListDetail(targetId);
  const { pending, mark } = usePendingKeys();
  const [skipped, setSkipped] = useState<SkippedNotice[]>([]);
  const [error, setError] = useState<unknown>(null);
  const write = useItemWriter(options);

  /** Runs one item's call with its button busy; a failure is kept to be said, and answers null. */
  async function track<T>(key: string, call: () => Promise<T>): Promise<T | null> {
    mark(key, true);
    setError(null);
    try {
      return await call();
    } catch (e) {
      setError(e);
      return null;
    } finally {
      mark(key, false);
    }
  }

  /** Adds one item; true when the server took the request (it may still have left the item out). */
  async function add(input: LearnListItemInput, title: string): Promise<boolean> {
    const data = await track(itemKey(input), () => write(input));
    if (!data) return false;
    storeLearnList(queryClient, data.learnlist);
    const left = skippedNotices(data, title);
    if (left.length > 0) setSkipped((prev) => [...prev, ...left]);
    return true;
  }

  async function remove(item: Pick<LearnListItem, 'learnlist_item_id' | 'learnlist_item_type'>): Promise<void> {
    if (targetId === null) return;
    const type = item.learnlist_item_type as LearnListItemInput['learnlist_item_type'];
    const list = await track(itemKey(item), () =>
      removeLearnListItems(targetId, [{ learnlist_item_id: item.learnlist_item_id, learnlist_item_type: type }]),
    );
    if (list) storeLearnList(queryClient, list);
  }

  const items = detail.data?.learnlist_data ?? [];
  return {
    detail,
    items,
    added: new Map(items.map((i) => [itemKey(i), i])),
    count: items.length,
    full: items.length >= TEACHING_SCREEN_MAX_ITEMS,
    pending,
    skipped,
    clearSkipped: () => setSkipped([]),
    error,
    add,
    remove,
  };
}

export type TeachingList = ReturnType<typeof useTeachingList>;
