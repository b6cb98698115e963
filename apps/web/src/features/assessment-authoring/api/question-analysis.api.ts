import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { safeFileName, saveFile } from '../../../lib/save-file';
import { authoringKeys } from './authoring.keys';

export function fetchQuestionAnalysis(assignId: number, signal?: AbortSignal) {
  return api.call(
    'GET /student-report/teacher/questionAnalysis',
    { query: { assignId: String(assignId) } },
    { signal },
  );
}

export function useQuestionAnalysis(assignId: number) {
  return useQuery({
    queryKey: authoringKeys.analysis(assignId),
    queryFn: ({ signal }) => fetchQuestionAnalysis(assignId, signal),
  });
}

/** A file name from the paper's name: letters, digits and dashes. */
export function analysisFileName(paperName: string): string {
  return safeFileName(`${paperName} question analysis`, 'xlsx');
}

/** Downloads the analysis as a spreadsheet through the api client (its session rules apply). */
export async function downloadQuestionAnalysis(assignId: number, fileName: string): Promise<void> {
  const blob = await api.file('GET /student-report/teacher/questionAnalysis', {
    query: { assignId: String(assignId), format: 'xlsx' },
  });
  saveFile(blob, fileName);
}
