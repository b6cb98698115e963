import type { QuestionAnalysisData } from '@esc/contracts';
import ExcelJS from 'exceljs';
import type { DocumentLanguage } from '../../platform/documents/document-words.js';

/** A file name for the download: the paper's name in safe characters. */
export function analysisFileName(data: QuestionAnalysisData): string {
  const base = data.paper_name.replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '') || 'paper';
  return `${base}-question-analysis.xlsx`;
}

/**
 * Question analysis as a workbook (exceljs, as learn-lists' report): one row per question in the
 * paper's order with how many got it right, partly right, wrong or left it, the most chosen wrong
 * option and the average time. Headers in the reader's language.
 */
export async function questionAnalysisWorkbook(data: QuestionAnalysisData, lang: DocumentLanguage): Promise<Buffer> {
  const { t } = lang;
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);
  const sheet = workbook.addWorksheet(t('analysisSheet').slice(0, 31));
  sheet.addRow([
    t('analysisNumber'),
    t('analysisQuestion'),
    t('analysisType'),
    t('analysisMarks'),
    t('analysisDropped'),
    t('analysisAttempted'),
    t('analysisCorrect'),
    t('analysisPartlyCorrect'),
    t('analysisWrong'),
    t('analysisNotAnswered'),
    t('analysisAccuracy'),
    t('analysisMostChosenWrong'),
    t('analysisChosenBy'),
    t('analysisAverageTime'),
  ]);
  sheet.getRow(1).font = { bold: true };
  data.questions.forEach((q, i) => {
    sheet.addRow([
      i + 1,
      q.stem,
      q.question_type,
      q.marks,
      q.is_dropped ? t('yes') : '',
      q.attempted_count,
      q.correct_count,
      q.partial_count,
      q.wrong_count,
      q.unanswered_count,
      q.accuracy ?? '',
      q.most_chosen_wrong_option?.option_id ?? '',
      q.most_chosen_wrong_option?.count ?? '',
      q.average_time_ms === null ? '' : Math.round(q.average_time_ms / 100) / 10,
    ]);
  });
  sheet.addRow([]);
  sheet.addRow([t('analysisSubmitted'), data.submitted_count]);
  sheet.columns.forEach((column, i) => {
    column.width = i === 1 ? 60 : 14;
  });
  sheet.views = [{ state: 'frozen', xSplit: 0, ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
