import type {
  AddLearnListItemsBody,
  CreateUpdateLearnListBody,
  LearnListDetail,
  LearnListItemInput,
  RemoveLearnListItemsBody,
} from '@esc/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { learnlistKeys } from './learnlists.keys';

const SV2 = '/syllabus-v2';

export function createLearnList(body: CreateUpdateLearnListBody) {
  return api.call(`POST ${SV2}/createUpdateLearnListUniversity`, { body });
}

/** Renames a list; its items stay (no learnlist_data is sent). */
export function renameLearnList(learnlistId: number, name: string) {
  const body: CreateUpdateLearnListBody = { learnlist_id: learnlistId, learnlist_name: name };
  return api.call(`POST ${SV2}/createUpdateLearnListUniversity`, { body });
}

export function addLearnListItems(learnlistId: number, items: LearnListItemInput[], fromTeachingScreen: boolean) {
  const body: AddLearnListItemsBody = { learnlist_id: learnlistId, items, from_teaching_screen: fromTeachingScreen };
  return api.call(`POST ${SV2}/addItemToLearnListUniversity`, { body });
}

export function removeLearnListItems(learnlistId: number, items: RemoveLearnListItemsBody['items']) {
  const body: RemoveLearnListItemsBody = { learnlist_id: learnlistId, items };
  return api.call(`PUT ${SV2}/removeItemFromLearnListUniversity`, { body });
}

/** A list the server answered: the detail is replaced (no read again), and every search shows it afresh. */
export function storeLearnList(queryClient: QueryClient, list: LearnListDetail): void {
  queryClient.setQueryData(learnlistKeys.detail(list.learnlist_id), list);
  void queryClient.invalidateQueries({ queryKey: learnlistKeys.searches() });
}

export function useRenameLearnList(learnlistId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => renameLearnList(learnlistId, name),
    onSuccess: (data) => storeLearnList(queryClient, data.learnlist),
  });
}

export function useRemoveLearnListItems(learnlistId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: RemoveLearnListItemsBody['items']) => removeLearnListItems(learnlistId, items),
    onSuccess: (list) => storeLearnList(queryClient, list),
  });
}
