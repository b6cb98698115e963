import type { AccessServiceAnswer, SubjectService } from '@esc/contracts';
import { useQuery } from '@tanstack/react-query';
import { accessKeys } from '../../../components/access-gate';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

export interface SubjectServicesTarget {
  boardId: number;
  classId: number;
  subjectId: number;
  /** A parent's active child; null for the learner themself. */
  childUuid: string | null;
}

/**
 * GET /access/subject-services: whether each of the subject's services would open, by the gate's own
 * rule (a look: no free item is used). Under the access keys, so a purchase that refreshes the gate's
 * answers refreshes these too.
 */
export function useSubjectServices(target: SubjectServicesTarget & { enabled: boolean }) {
  const session = useSession();
  const { boardId, classId, subjectId, childUuid, enabled } = target;
  return useQuery({
    queryKey: [...accessKeys.all, 'subject-services', session?.uuid ?? 'guest', childUuid, boardId, classId, subjectId],
    queryFn: ({ signal }) =>
      api.call(
        'GET /access/subject-services',
        {
          query: {
            board_id: boardId,
            class_id: classId,
            subject_id: subjectId,
            platform: 'web',
            ...(childUuid ? { uuid: childUuid } : {}),
          },
        },
        { signal },
      ),
    select: (data) => new Map<SubjectService, AccessServiceAnswer>(data.services.map((s) => [s.service, s])),
    // A package bought a minute ago must count.
    staleTime: 0,
    enabled,
  });
}
