import type { UpdateLearnListStageBody } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { learnlistKeys } from './learnlists.keys';
import { storeLearnList } from './learnlist-writes.api';

export type LearnListStageValue = UpdateLearnListStageBody['stage'];

/** Publish (2), back to draft (1, only while nobody was assigned it) or archive (3); the server decides. */
export function setLearnListStage(learnlistId: number, stage: LearnListStageValue) {
  const body: UpdateLearnListStageBody = { learnlist_id: learnlistId, stage };
  return api.call('PUT /syllabus-v2/updateLearnListStage', { body });
}

/** Deletes a list nobody was assigned (an assigned one answers 409: archive it instead). */
export function removeLearnList(learnlistId: number) {
  return api.call('DELETE /syllabus-v2/removeLearnListUniversity', { query: { learnlist_id: learnlistId } });
}

export function useSetLearnListStage(learnlistId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stage: LearnListStageValue) => setLearnListStage(learnlistId, stage),
    onSuccess: (list) => storeLearnList(queryClient, list),
  });
}

export function useRemoveLearnList(learnlistId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeLearnList(learnlistId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: learnlistKeys.detail(learnlistId) });
      void queryClient.invalidateQueries({ queryKey: learnlistKeys.lists() });
    },
  });
}
