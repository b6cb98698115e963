import type { ItemWiseReportData, ReportHandinCell } from '@esc/contracts';
import ExcelJS from 'exceljs';

/** A file name for the download: the list's title in safe characters. */
export function reportFileName(report: ItemWiseReportData): string {
  const base = report.title.replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '') || 'learn-list';
  return `${base}-${report.section_name?.replace(/[^\w.-]+/g, '_') ?? 'report'}.xlsx`;
}

const STANDING_WORDS: Record<ReportHandinCell['standing'], string> = {
  not_handed_in: 'Not handed in',
  handed_in: 'Handed in',
  late: 'Handed in late',
  returned: 'Returned',
  asked_again: 'Asked again',
};

/** A learner's work in words: "Returned 8.5/10 (late)", "Handed in", "Not handed in". */
export function workCellText(cell: ReportHandinCell | null | undefined, maxMarks: number): string {
  if (!cell) return STANDING_WORDS.not_handed_in;
  const marks = cell.standing === 'returned' && cell.marks !== null ? ` ${cell.marks}/${maxMarks}` : '';
  const late = cell.late && cell.standing !== 'late' ? ' (late)' : '';
  return `${STANDING_WORDS[cell.standing]}${marks}${late}`;
}

/**
 * The item-wise report as a workbook (exceljs): one row per student in the report's order, their
 * totals, then one column per item holding the day it was completed, or empty.
 */
export async function reportWorkbook(report: ItemWiseReportData): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);
  const sheet = workbook.addWorksheet('Report');
  const itemTitles = report.items.map((item, i) => item.content_title ?? `Item ${i + 1} (no longer available)`);
  // Tasks that ask for work get a column of their own after the items: handed in, late, returned and marks.
  const work = report.items.flatMap((item, i) =>
    item.max_marks
      ? [{ index: i, title: `Work: ${itemTitles[i]} (out of ${item.max_marks})`, max: item.max_marks }]
      : [],
  );
  sheet.addRow([
    'Student',
    'Items done',
    'Completion %',
    'Time spent (min)',
    'Last opened',
    ...itemTitles,
    ...work.map((w) => w.title),
  ]);
  sheet.getRow(1).font = { bold: true };
  for (const s of report.students) {
    sheet.addRow([
      s.name,
      s.done_count,
      s.completion_percent,
      Math.round(s.time_spent_seconds / 6) / 10,
      s.last_opened_at ? s.last_opened_at.slice(0, 10) : '',
      ...s.completed_on.map((c) => (c ? c.slice(0, 10) : '')),
      ...work.map((w) => workCellText(s.handins?.[w.index], w.max)),
    ]);
  }
  sheet.addRow([]);
  sheet.addRow([
    'Section completion %',
    '',
    report.completion_percent,
    '',
    '',
    ...report.items.map((i) => i.completion_percent),
  ]);
  sheet.columns.forEach((column, i) => {
    column.width = i === 0 ? 28 : i < 5 ? 16 : 22;
  });
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
