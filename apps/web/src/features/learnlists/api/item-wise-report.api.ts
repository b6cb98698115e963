import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { safeFileName, saveFile } from '../../../lib/save-file';
import { learnlistKeys } from './learnlists.keys';

export interface ReportAsk {
  learnlistId: number;
  /** The assignment (a notification names it); else the newest one reaching a section the caller teaches. */
  assignId: number | null;
  /** A section the homework was given to; else the first the caller teaches. */
  sectionId: number | null;
}

const REPORT = 'GET /syllabus-v2/learnListItemWiseStudentReportUniversity';

function reportQuery(ask: ReportAsk) {
  return { learnListId: ask.learnlistId, assignId: ask.assignId ?? undefined, sectionId: ask.sectionId ?? undefined };
}

export function fetchItemWiseReport(ask: ReportAsk, signal?: AbortSignal) {
  return api.call(REPORT, { query: reportQuery(ask) }, { signal });
}

export function itemWiseReportQueryOptions(ask: ReportAsk) {
  return queryOptions({
    queryKey: learnlistKeys.report(ask.learnlistId, ask.assignId, ask.sectionId),
    queryFn: ({ signal }) => fetchItemWiseReport(ask, signal),
    staleTime: 0,
  });
}

export function useItemWiseReport(ask: ReportAsk) {
  return useQuery({ ...itemWiseReportQueryOptions(ask), placeholderData: keepPreviousData });
}

/** A file name from the list and section: letters, digits and dashes. */
export function reportFileName(title: string, sectionName: string | null): string {
  return safeFileName([title, sectionName].filter(Boolean).join(' '), 'xlsx');
}

/**
 * Downloads the same report as a spreadsheet through the api client (its session rules apply) and
 * saves it. Throws on failure; the caller says so.
 */
export async function downloadItemWiseReport(ask: ReportAsk, fileName: string): Promise<void> {
  const blob = await api.file(REPORT, { query: { ...reportQuery(ask), format: 'xlsx' } });
  saveFile(blob, fileName);
}
