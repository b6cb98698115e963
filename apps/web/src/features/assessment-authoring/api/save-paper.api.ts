import type { SavePaperBody } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

/** Saves a new paper (picked questions and blueprint rows per section), or a change to one. */
export function savePaper(body: SavePaperBody) {
  return api.call('POST /paperCreation/v2/savePaper', { body });
}

export function useSavePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaper,
    onSuccess: (paper) => queryClient.setQueryData(authoringKeys.paper(paper.paper_id), paper),
  });
}
