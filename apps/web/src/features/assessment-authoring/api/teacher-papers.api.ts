import type { TeacherPaperListBody } from '@esc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

export const PAPERS_PAGE_SIZE = 20;

/** The server filters names only from the third letter (like learn-lists), so shorter text asks for all. */
export function searchAsked(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 2 ? trimmed : '';
}

/** The papers the teacher can use: their school's and, for platform editors, the platform's. */
export function fetchTeacherPapers(search: string, pageNo: number, signal?: AbortSignal) {
  const body: TeacherPaperListBody = {
    page_no: pageNo,
    page_size: PAPERS_PAGE_SIZE,
    ...(search ? { search_text: search } : {}),
  };
  return api.call('POST /paperCreation/v2/teacherPaperList', { body }, { signal });
}

export function useTeacherPapers(search: string, pageNo: number) {
  return useQuery({
    queryKey: authoringKeys.paperList(search, pageNo),
    queryFn: ({ signal }) => fetchTeacherPapers(search, pageNo, signal),
    placeholderData: keepPreviousData,
  });
}
