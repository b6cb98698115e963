import type { QuestionExportBody, QuestionExportFormat } from '@esc/contracts';
import { api } from '../../../lib/api';
import { safeFileName, saveFile } from '../../../lib/save-file';

const EXTENSIONS: Record<QuestionExportFormat, string> = { 'moodle-xml': 'xml', qti3: 'zip' };

/** Chosen questions, or a paper's, downloaded as a Moodle XML file or a QTI 3.0 package. */
export async function downloadQuestions(body: QuestionExportBody, name: string): Promise<void> {
  const blob = await api.file('POST /question-msa-test/question/export', { body });
  saveFile(blob, safeFileName(name, EXTENSIONS[body.format], 'questions'));
}
