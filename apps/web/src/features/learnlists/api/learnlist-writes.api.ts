import type {
  AddLearnListItemsBody,
  CreateUpdateLearnListBody,
  LearnListDetail,
  LearnListItemInput,
  LearnListWriteData,
  RemoveLearnListItemsBody,
} from '@esc/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { learnlistKeys } from './learnlists.keys';

const SV2 = '/syllabus-v2';

export function createLearnList(body: CreateUpdateLearnListBody): Promise<LearnListWriteData> {
  return api.request<LearnListWriteData>(`${SV2}/createUpdateLearnListUniversity`, { method: 'POST', body });
}

/** Renames a list; its items stay (no learnlist_data is sent). */
export function renameLearnList(learnlistId: number, name: string): Promise<LearnListWriteData> {
  const body: CreateUpdateLearnListBody = { learnlist_id: learnlistId, learnlist_name: name };
  return api.request<LearnListWriteData>(`${SV2}/createUpdateLearnListUniversity`, { method: 'POST', body });
}

export function addLearnListItems(
  learnlistId: number,
  items: LearnListItemInput[],
  fromTeachingScreen: boolean,
): Promise<LearnListWriteData> {
  const body: AddLearnListItemsBody = { learnlist_id: learnlistId, items, from_teaching_screen: fromTeachingScreen };
  return api.request<LearnListWriteData>(`${SV2}/addItemToLearnListUniversity`, { method: 'POST', body });
}

export function removeLearnListItems(
  learnlistId: number,
  items: RemoveLearnListItemsBody['items'],
): Promise<LearnListDetail> {
  const body: RemoveLearnListItemsBody = { learnlist_id: learnlistId, items };
  return api.request<LearnListDetail>(`${SV2}/removeItemFromLearnListUniversity`, { method: 'PUT', body });
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
