import type { AssignPaperBody } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

/** Gives a paper to sections with a window, a duration and per-learner extra time. */
export function assignPaper(body: AssignPaperBody) {
  return api.call('POST /student-report/teacher/assignPaper', { body });
}

export function useAssignPaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignPaper,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authoringKeys.assignments() }),
  });
}
