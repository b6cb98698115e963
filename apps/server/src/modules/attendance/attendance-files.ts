import type { SectionAttendanceData } from '@esc/contracts';
import ExcelJS from 'exceljs';
import type { DocumentLanguage, DocumentWordKey } from '../../platform/documents/document-words.js';

// The section's attendance as a file (downloadAttendance, teacher only): v1 a spreadsheet (.xlsx),
// v2 a CSV, both written by exceljs from one sheet: a row per learner, a column per day of the range
// with a register or a live class (the mark, "(live)" when live attendance gave it), then the counts
// and the percentage; the section's totals last. Headers and marks in the reader's language.

export type AttendanceFileFormat = 'xlsx' | 'csv';

/** attendance-10-A-2026-11-01-to-2026-11-30.xlsx, in safe characters. */
export function attendanceFileName(data: SectionAttendanceData, format: AttendanceFileFormat): string {
  const section = data.section_name.replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '') || String(data.section_id);
  return `attendance-${section}-${data.start_date}-to-${data.end_date}.${format}`;
}

/** A name a spreadsheet would read as a formula (=, +, -, @ first) is written as text. */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const MARK_WORDS: Record<NonNullable<SectionAttendanceData['learners'][number]['marks'][number]>, DocumentWordKey> = {
  present: 'markPresent',
  absent: 'markAbsent',
  late: 'markLate',
  excused: 'markExcused',
};

function sheetOf(data: SectionAttendanceData, lang: DocumentLanguage): ExcelJS.Workbook {
  const { t } = lang;
  const workbook = new ExcelJS.Workbook();
  // A fixed creation time: the same register gives the same file.
  workbook.created = new Date(0);
  const sheet = workbook.addWorksheet(t('attendanceSheet', { section: data.section_name }).slice(0, 31));
  sheet.addRow([
    t('attendanceLearner'),
    ...data.dates,
    t('attendancePresent'),
    t('attendanceAbsent'),
    t('attendanceLate'),
    t('attendanceExcused'),
    t('attendancePercent'),
  ]);
  sheet.getRow(1).font = { bold: true };
  for (const learner of data.learners) {
    sheet.addRow([
      asText(learner.name),
      ...learner.marks.map((mark, i) => {
        if (!mark) return '';
        const word = t(MARK_WORDS[mark]);
        return learner.sources[i] === 'live' ? t('markFromLive', { mark: word }) : word;
      }),
      learner.counts.present,
      learner.counts.absent,
      learner.counts.late,
      learner.counts.excused,
      learner.attendance_percent ?? '',
    ]);
  }
  sheet.addRow([
    t('attendanceSection', { section: data.section_name }),
    ...data.dates.map(() => ''),
    data.counts.present,
    data.counts.absent,
    data.counts.late,
    data.counts.excused,
    data.attendance_percent ?? '',
  ]);
  sheet.columns.forEach((column, i) => {
    column.width = i === 0 ? 28 : 14;
  });
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
  return workbook;
}

export async function attendanceFile(
  data: SectionAttendanceData,
  format: AttendanceFileFormat,
  lang: DocumentLanguage,
): Promise<Buffer> {
  const workbook = sheetOf(data, lang);
  const written = format === 'xlsx' ? await workbook.xlsx.writeBuffer() : await workbook.csv.writeBuffer();
  return Buffer.from(written);
}
