import type { ItemWiseReportData } from '@esc/contracts';
import { LearnListStage } from '@esc/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { itemWiseReportQueryOptions } from '../api/item-wise-report.api';
import { learnlistKeys } from '../api/learnlists.keys';
import { useLearnListSearch } from '../api/learnlist-search.api';

/** Reports read for a dashboard: one call each, so only the latest few assigned lists. */
const OVERVIEW_LISTS = 6;

/**
 * The homework a teacher gave, as a dashboard shows it: the newest assignment of each of their
 * latest assigned lists, with its due time and a section's completion (the report's default section).
 * No call lists a teacher's assignments yet, so this reads one report per list (each kept in the
 * cache under its own key, as the report screen reads it).
 */
export function useAssignedHomework() {
  const queryClient = useQueryClient();
  const lists = useLearnListSearch({ name: '', stage: LearnListStage.Published });
  const ids = (lists.data?.learnlist_list ?? [])
    // A class recap reaches its class when published: it is not homework with a due day.
    .filter((l) => l.assignment_count > 0 && l.is_class_recap === 0)
    .slice(0, OVERVIEW_LISTS)
    .map((l) => l.learnlist_id);
  const reports = useQuery({
    queryKey: [...learnlistKeys.reports(), 'overview', ids],
    queryFn: () =>
      Promise.all(
        ids.map((learnlistId) =>
          queryClient.fetchQuery(itemWiseReportQueryOptions({ learnlistId, assignId: null, sectionId: null })),
        ),
      ),
    enabled: lists.isSuccess,
  });
  const rows: ItemWiseReportData[] = (reports.data ?? []).filter((r) => r.assign_id !== null);
  return {
    rows,
    pending: lists.isPending || reports.isPending,
    error: lists.error ?? reports.error ?? null,
    refetch: () => void (lists.isError ? lists.refetch() : reports.refetch()),
  };
}
