import type { ItemWiseReportData } from '@esc/contracts';

export type ReportStudent = ItemWiseReportData['students'][number];
export type ReportSortKey = 'name' | 'done' | 'time_spent' | 'last_opened';
export type SortDirection = 'ascending' | 'descending';

export interface ReportSort {
  key: ReportSortKey;
  direction: SortDirection;
}

/** A column's first direction: names a to z; done, time spent and last opened most first. */
export function firstDirection(key: ReportSortKey): SortDirection {
  return key === 'name' ? 'ascending' : 'descending';
}

/** Pressing a column's sort button: that column (its first direction), or the other direction. */
export function nextSort(current: ReportSort, key: ReportSortKey): ReportSort {
  if (current.key !== key) return { key, direction: firstDirection(key) };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

function compareBy(key: ReportSortKey, a: ReportStudent, b: ReportStudent): number {
  switch (key) {
    case 'name':
      return a.name.localeCompare(b.name);
    case 'done':
      return a.done_count - b.done_count;
    case 'time_spent':
      return a.time_spent_seconds - b.time_spent_seconds;
    case 'last_opened':
      // Never opened sorts below any opening.
      return (
        (a.last_opened_at ? Date.parse(a.last_opened_at) : -1) - (b.last_opened_at ? Date.parse(b.last_opened_at) : -1)
      );
  }
}

/** The students in the chosen order; ties by name, then uuid, so the order never jumps. */
export function sortStudents(students: readonly ReportStudent[], sort: ReportSort): ReportStudent[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...students].sort(
    (a, b) => sign * compareBy(sort.key, a, b) || a.name.localeCompare(b.name) || a.uuid.localeCompare(b.uuid),
  );
}
