import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

export function fetchPaperDetail(paperId: number, signal?: AbortSignal) {
  return api.call('GET /paperCreation/paperDetailById/:id', { params: { id: String(paperId) } }, { signal });
}

export function usePaperDetail(paperId: number) {
  return useQuery({
    queryKey: authoringKeys.paper(paperId),
    queryFn: ({ signal }) => fetchPaperDetail(paperId, signal),
    enabled: paperId > 0,
  });
}
