import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

/** Deletes a paper nobody was given (the server refuses an assigned one). */
export function deletePaper(paperId: number): Promise<{ paper_id: number; deleted: boolean }> {
  return api.call('PUT /paperCreation/deletePaper', { body: { paper_id: paperId } });
}

export function useDeletePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaper,
    onSuccess: (_d, paperId) => {
      queryClient.removeQueries({ queryKey: authoringKeys.paper(paperId) });
      void queryClient.invalidateQueries({ queryKey: [...authoringKeys.papers(), 'list'] });
    },
  });
}
