import type { ItemWiseReportData } from '@esc/contracts';
import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconCheck } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useFormatters } from '../hooks/use-formatters.hook';
import { nextSort, sortStudents, type ReportSort, type ReportSortKey } from '../utils/report-sort';
import classes from './report-table.module.css';

const SORTABLE: ReportSortKey[] = ['name', 'done', 'time_spent', 'last_opened'];

function SortHeader({
  column,
  sort,
  onSort,
  sticky,
}: {
  column: ReportSortKey;
  sort: ReportSort;
  onSort: (k: ReportSortKey) => void;
  sticky?: boolean;
}) {
  const { t } = useTranslation();
  const active = sort.key === column;
  const Icon = !active ? IconArrowsSort : sort.direction === 'ascending' ? IconArrowUp : IconArrowDown;
  return (
    <th scope="col" aria-sort={active ? sort.direction : undefined} className={sticky ? classes.sticky : undefined}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(column)} data-testid={`sort-${column}`}>
        {t(`learnlists.report.column.${column}`)}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </th>
  );
}

type Student = ItemWiseReportData['students'][number];
/** One learner's cell of one item: the report sends each learner's cells as arrays in the items' order. */
interface Cell {
  completedOn: string | null;
  timeSpentSeconds: number;
}

function CellContent({ cell }: { cell: Cell }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const done = cell.completedOn !== null;
  return (
    <td className={classes.cell} data-done={done || undefined}>
      {cell.completedOn !== null ? (
        <>
          <IconCheck size={16} aria-hidden />
          <VisuallyHidden>{t('learnlists.report.cellDone', { when: f.when(cell.completedOn) })}</VisuallyHidden>
        </>
      ) : (
        <>
          <span aria-hidden>–</span>
          <VisuallyHidden>{t('learnlists.report.cellNotDone')}</VisuallyHidden>
        </>
      )}
      {cell.timeSpentSeconds > 0 && <span className={classes.cellTime}>{f.duration(cell.timeSpentSeconds)}</span>}
    </td>
  );
}

/** One student: done of all (their completion), time spent, last opened, then a cell per item. */
function StudentRow({ student, itemCount }: { student: Student; itemCount: number }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const s = student;
  return (
    <tr data-testid="report-row">
      <th scope="row" className={classes.sticky}>
        {s.name}
      </th>
      <td>{t('learnlists.report.doneOf', { done: s.done_count, total: itemCount, percent: s.completion_percent })}</td>
      <td>{f.duration(s.time_spent_seconds)}</td>
      <td>{s.last_opened_at ? f.when(s.last_opened_at) : t('learnlists.report.never')}</td>
      {s.completed_on.map((completedOn, i) => (
        <CellContent key={i} cell={{ completedOn, timeSpentSeconds: s.time_spent[i] ?? 0 }} />
      ))}
    </tr>
  );
}

/** The item columns' headers: position and title. */
function ItemHeads({ items }: { items: ItemWiseReportData['items'] }) {
  const { t } = useTranslation();
  return items.map((item, i) => (
    <th key={`${item.learnlist_item_type}:${item.learnlist_item_id}`} scope="col" className={classes.itemHead}>
      <span className={classes.itemTitle} title={item.content_title ?? undefined}>
        {i + 1}. {item.content_title ?? t('learnlists.report.untitledItem')}
      </span>
    </th>
  ));
}

/** The section's completion: over everything, then per item. */
function SectionRow({ report }: { report: ItemWiseReportData }) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="row" className={classes.sticky}>
        {t('learnlists.report.sectionRow')}
      </th>
      <td>{t('learnlists.report.percent', { percent: report.completion_percent })}</td>
      <td />
      <td />
      {report.items.map((item) => (
        <td key={`${item.learnlist_item_type}:${item.learnlist_item_id}`}>
          {t('learnlists.report.percent', { percent: item.completion_percent })}
        </td>
      ))}
    </tr>
  );
}

/**
 * Students of a section by items: done, time spent and last opened, with the section's completion
 * per item (footer) and per student. Scrolls sideways on a phone with the names fixed; the column
 * headers' buttons sort it (aria-sort says how).
 */
export function ReportTable({ report }: { report: ItemWiseReportData }) {
  const { t } = useTranslation();
  const captionId = useId();
  const [sort, setSort] = useState<ReportSort>({ key: 'name', direction: 'ascending' });
  const students = useMemo(() => sortStudents(report.students, sort), [report.students, sort]);
  return (
    <div className={classes.scroll} role="region" aria-labelledby={captionId} tabIndex={0} data-testid="report-table">
      <table className={classes.table}>
        <caption id={captionId} className={classes.caption}>
          {t('learnlists.report.caption', { section: report.section_name ?? '' })}
        </caption>
        <thead>
          <tr>
            {SORTABLE.map((column) => (
              <SortHeader
                key={column}
                column={column}
                sort={sort}
                onSort={(k) => setSort((s) => nextSort(s, k))}
                sticky={column === 'name'}
              />
            ))}
            <ItemHeads items={report.items} />
          </tr>
        </thead>
        <tbody>
          {students.map((s) => (
            <StudentRow key={s.uuid} student={s} itemCount={report.items.length} />
          ))}
        </tbody>
        <tfoot>
          <SectionRow report={report} />
        </tfoot>
      </table>
    </div>
  );
}
