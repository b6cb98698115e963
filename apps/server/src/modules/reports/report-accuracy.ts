import type { Static } from 'typebox';
import type { AccuracyRow, WeakTopic } from '@esc/contracts';
import { round2 } from '../question-bank/question-bank.module.js';
import type { SheetItem } from '../papers/papers.module.js';

// Accuracy by a syllabus level (subject, chapter or topic) over marked items, and the weak topics:
// those answered least accurately (below 60 %), weakest first.

export interface MarkedEntry {
  item: SheetItem;
  outcome: string | null;
  marks: number | null;
}

type Row = Static<typeof AccuracyRow>;
type Level = 'subject_id' | 'chapter_id' | 'topic_id';

export function accuracyBy(entries: readonly MarkedEntry[], level: Level, names: ReadonlyMap<number, string>): Row[] {
  const rows = new Map<number, Row>();
  for (const e of entries) {
    const id = e.item.row[level];
    if (id === null) continue;
    const row = rows.get(id) ?? {
      syllabus_id: id,
      syllabus_name: names.get(id) ?? '',
      question_count: 0,
      correct_count: 0,
      accuracy: 0,
      marks: 0,
      max_marks: 0,
    };
    row.question_count += 1;
    if (e.outcome === 'correct' || e.outcome === 'dropped') row.correct_count += 1;
    row.marks = round2(row.marks + (e.marks ?? 0));
    row.max_marks = round2(row.max_marks + e.item.marks);
    row.accuracy = round2((100 * row.correct_count) / row.question_count);
    rows.set(id, row);
  }
  return [...rows.values()].sort((a, b) => a.syllabus_id - b.syllabus_id);
}

const WEAK_BELOW = 60;

export function weakTopics(
  entries: readonly MarkedEntry[],
  names: ReadonlyMap<number, string>,
  limit = 5,
): Static<typeof WeakTopic>[] {
  const chapterOf = new Map(entries.map((e) => [e.item.row.topic_id, e.item.row.chapter_id]));
  return accuracyBy(entries, 'topic_id', names)
    .filter((t) => t.accuracy < WEAK_BELOW)
    .sort((a, b) => a.accuracy - b.accuracy || a.syllabus_id - b.syllabus_id)
    .slice(0, limit)
    .map((t) => ({ ...t, chapter_id: chapterOf.get(t.syllabus_id) ?? null, recommended_content: [] }));
}

/** Every syllabus id the entries name, for one name lookup. */
export function syllabusIdsOf(entries: readonly MarkedEntry[]): number[] {
  const ids = new Set<number>();
  for (const e of entries) {
    for (const id of [e.item.row.subject_id, e.item.row.chapter_id, e.item.row.topic_id]) if (id !== null) ids.add(id);
  }
  return [...ids];
}
