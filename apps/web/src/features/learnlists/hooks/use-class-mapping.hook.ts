import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { childrenQueryOptions, type NodeChildren } from '../api/teaching-tree.api';
import { classRecapKeys } from '../api/class-recap.api';
import { freshClassMapping, storeClassMapping } from '../utils/class-mapping-store';

/**
 * While a live class is taught, the subject's chapters come from the stored class mapping, refreshed
 * from the server only when the stored one is 30 days old or more (000 §4); undefined otherwise (the
 * screen then reads the subject as usual).
 */
export function useClassMapping(boardId: number, subjectId: number, teaching: boolean): NodeChildren | undefined {
  const queryClient = useQueryClient();
  const [stored] = useState(() => freshClassMapping(boardId, subjectId, Date.now()));
  const refresh = useQuery({
    queryKey: [...classRecapKeys.all, 'mapping', boardId, subjectId],
    queryFn: async () => {
      // The same read as the screen's own (one request when both ask at once).
      const chapters = await queryClient.fetchQuery(childrenQueryOptions(boardId, subjectId));
      storeClassMapping(boardId, subjectId, chapters, Date.now());
      return chapters;
    },
    enabled: teaching && stored === null,
    staleTime: Infinity,
  });
  if (!teaching) return undefined;
  return stored ?? refresh.data;
}
