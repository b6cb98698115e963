import type { ItemWiseReportData, ReportHandinCell } from '@esc/contracts';
import ExcelJS from 'exceljs';
import type { DocumentLanguage, DocumentWordKey } from '../../platform/documents/document-words.js';

/** A file name for the download: the list's title in safe characters. */
export function reportFileName(report: ItemWiseReportData): string {
  const base = report.title.replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '') || 'learn-list';
  return `${base}-${report.section_name?.replace(/[^\w.-]+/g, '_') ?? 'report'}.xlsx`;
}

const STANDING_WORDS: Record<ReportHandinCell['standing'], DocumentWordKey> = {
  not_handed_in: 'workNotHandedIn',
  handed_in: 'workHandedIn',
  late: 'workLate',
  returned: 'workReturned',
  asked_again: 'workAskedAgain',
};

/** A learner's work in words: "Returned 8.5/10 (late)", "Handed in", "Not handed in". */
export function workCellText(
  cell: ReportHandinCell | null | undefined,
  maxMarks: number,
  lang: DocumentLanguage,
): string {
  if (!cell) return lang.t(STANDING_WORDS.not_handed_in);
  const marks = cell.standing === 'returned' && cell.marks !== null ? ` ${cell.marks}/${maxMarks}` : '';
  const work = `${lang.t(STANDING_WORDS[cell.standing])}${marks}`;
  return cell.late && cell.standing !== 'late' ? lang.t('workLateSuffix', { work }) : work;
}

/**
 * The item-wise report as a workbook (exceljs): one row per student in the report's order, their
 * totals, then one column per item holding the day it was completed, or empty. Headers and the
 * work's standing in the reader's language.
 */
export async function reportWorkbook(report: ItemWiseReportData, lang: DocumentLanguage): Promise<Buffer> {
  const { t } = lang;
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);
  const sheet = workbook.addWorksheet(t('reportSheet').slice(0, 31));
  const itemTitles = report.items.map((item, i) => item.content_title ?? t('reportItemGone', { number: i + 1 }));
  // Tasks that ask for work get a column of their own after the items: handed in, late, returned and marks.
  const work = report.items.flatMap((item, i) =>
    item.max_marks
      ? [
          {
            index: i,
            title: t('reportWorkColumn', { title: itemTitles[i]!, max: item.max_marks }),
            max: item.max_marks,
          },
        ]
      : [],
  );
  sheet.addRow([
    t('reportStudent'),
    t('reportItemsDone'),
    t('reportCompletionPercent'),
    t('reportTimeSpent'),
    t('reportLastOpened'),
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
      ...work.map((w) => workCellText(s.handins?.[w.index], w.max, lang)),
    ]);
  }
  sheet.addRow([]);
  sheet.addRow([
    t('reportSectionCompletion'),
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
