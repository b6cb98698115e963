import type { PaperDetail } from '@esc/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

export function fetchPaperDetail(paperId: number, signal?: AbortSignal): Promise<PaperDetail> {
  return api.request<PaperDetail>(`/paperCreation/paperDetailById/${paperId}`, { signal });
}

export function usePaperDetail(paperId: number) {
  return useQuery({
    queryKey: authoringKeys.paper(paperId),
    queryFn: ({ signal }) => fetchPaperDetail(paperId, signal),
    enabled: paperId > 0,
  });
}
