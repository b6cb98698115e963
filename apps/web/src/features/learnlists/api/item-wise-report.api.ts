import type { ItemWiseReportData } from '@esc/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { safeFileName, saveFile } from '../../../lib/save-file';
import { queryString } from '../../../lib/versioned-read';
import { learnlistKeys } from './learnlists.keys';

export interface ReportAsk {
  learnlistId: number;
  /** The assignment (a notification names it); else the newest one reaching a section the caller teaches. */
  assignId: number | null;
  /** A section the homework was given to; else the first the caller teaches. */
  sectionId: number | null;
}

const REPORT_PATH = '/syllabus-v2/learnListItemWiseStudentReportUniversity';

function reportPath(ask: ReportAsk, format: 'json' | 'xlsx'): string {
  return `${REPORT_PATH}${queryString({
    learnListId: ask.learnlistId,
    assignId: ask.assignId,
    sectionId: ask.sectionId,
    format: format === 'xlsx' ? 'xlsx' : null,
  })}`;
}

export function fetchItemWiseReport(ask: ReportAsk, signal?: AbortSignal): Promise<ItemWiseReportData> {
  return api.request<ItemWiseReportData>(reportPath(ask, 'json'), { signal });
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
  const blob = await api.blob(reportPath(ask, 'xlsx'));
  saveFile(blob, fileName);
}
