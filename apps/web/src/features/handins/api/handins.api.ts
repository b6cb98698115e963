import type { MyHandinsBody, ReturnHandinBody, SetTaskHandinBody, TakeBackBody } from '@esc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** Query keys of the hand-ins feature. */
export const handinKeys = {
  all: ['handins'] as const,
  mine: (assignId: number, uuid: string) => [...handinKeys.all, 'mine', assignId, uuid] as const,
  tasks: (learnlistId: number) => [...handinKeys.all, 'tasks', learnlistId] as const,
  states: (uuid: string, assignIds: readonly number[]) => [...handinKeys.all, 'states', uuid, ...assignIds] as const,
  list: (assignId: number, itemId: string, sectionId: number | null) =>
    [...handinKeys.all, 'list', assignId, itemId, sectionId] as const,
};

/** The learner's (a parent: the child's) work for one homework. */
export function useMyHandins(body: MyHandinsBody & { assign_id: number }, uuid: string) {
  return useQuery({
    queryKey: handinKeys.mine(body.assign_id, uuid),
    queryFn: () => api.call('POST /syllabus-v2/handins/student/myHandins', { body }),
  });
}

/** Which of a list's tasks ask for work (staff). */
export function useTaskHandins(learnlistId: number) {
  return useQuery({
    queryKey: handinKeys.tasks(learnlistId),
    queryFn: () => api.call('POST /syllabus-v2/handins/teacher/taskHandins', { body: { learnlist_id: learnlistId } }),
  });
}

export function useSetTaskHandin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetTaskHandinBody) => api.call('POST /syllabus-v2/handins/teacher/setTaskHandin', { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: handinKeys.all }),
  });
}

/** A section's learners and their work for one task (staff). */
export function useHandinList(assignId: number, itemId: string, sectionId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: handinKeys.list(assignId, itemId, sectionId),
    queryFn: () =>
      api.call('POST /syllabus-v2/handins/teacher/handinList', {
        body: { assign_id: assignId, learnlist_item_id: itemId, ...(sectionId ? { section_id: sectionId } : {}) },
      }),
    enabled,
  });
}

export function useReturnHandin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnHandinBody) => api.call('POST /syllabus-v2/handins/teacher/returnHandin', { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: handinKeys.all }),
  });
}

/** One work file (a photo made smaller on the device, or a PDF) into the school's work area: its key. */
export async function uploadWork(assignId: number, itemId: string, file: Blob, name: string): Promise<string> {
  const form = new FormData();
  form.append('assign_id', String(assignId));
  form.append('learnlist_item_id', itemId);
  form.append('file', file, name);
  const stored = await uploadWithProgress('POST /syllabus-v2/handins/student/uploadWork', form);
  return stored.key;
}

/** Takes back a hand-in the teacher has not marked yet (a marked one answers 409 in words). */
export function useTakeBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TakeBackBody) => api.call('POST /syllabus-v2/handins/student/takeBack', { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: handinKeys.all }),
  });
}

/**
 * The work tasks' states of the homework shown together (the list's page, the dashboard's cards): every
 * card asks with the same ids, so one call answers them all.
 */
export function useHandinStates(uuid: string, forChild: boolean, assignIds: readonly number[]) {
  const ids = [...new Set(assignIds)].sort((a, b) => a - b);
  return useQuery({
    queryKey: handinKeys.states(uuid, ids),
    queryFn: () =>
      api.call('POST /syllabus-v2/handins/student/handinStates', {
        body: { assign_ids: ids, ...(forChild ? { uuid } : {}) },
      }),
    enabled: ids.length > 0,
  });
}
