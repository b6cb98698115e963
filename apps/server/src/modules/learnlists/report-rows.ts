import type { ReportStudent } from '@esc/contracts';

export type StudentRow = ReportStudent;

export interface ReportSort {
  by: 'name' | 'done' | 'time_spent' | 'last_opened';
  /** Default: a-z for names; most first for the counts and the latest first for last opened. */
  order?: 'asc' | 'desc';
}

const byName = (a: StudentRow, b: StudentRow) => a.name.localeCompare(b.name) || a.uuid.localeCompare(b.uuid);

function keyOf(row: StudentRow, by: ReportSort['by']): number | string {
  if (by === 'done') return row.done_count;
  if (by === 'time_spent') return row.time_spent_seconds;
  // Never opened sorts as the earliest.
  return row.last_opened_at ?? '';
}

/** The report's students in the asked order; ties (and the name sort) by name, then uuid. */
export function sortStudents(rows: readonly StudentRow[], sort: ReportSort): StudentRow[] {
  if (sort.by === 'name') {
    const sign = sort.order === 'desc' ? -1 : 1;
    return [...rows].sort((a, b) => sign * byName(a, b));
  }
  const sign = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const ka = keyOf(a, sort.by);
    const kb = keyOf(b, sort.by);
    const diff = typeof ka === 'number' ? ka - (kb as number) : ka.localeCompare(kb as string);
    return sign * diff || byName(a, b);
  });
}
