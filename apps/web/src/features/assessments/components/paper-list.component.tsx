import type { AssignedPaperItem } from '@esc/contracts';
import { timeZoneOfCountry } from '@esc/domain';
import { Loader, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import type { PaperListKind } from '../api/assessments.keys';
import { studentPaperListQueryOptions } from '../api/student-paper-list.api';
import { PaperCard } from './paper-card.component';

interface PaperListProps {
  kind: PaperListKind;
  childUuid: string | null;
  onOpen?: (paper: AssignedPaperItem, serverTimeMs: number) => void;
  openingAssignId?: number | null;
}

/** One of the learner's lists (assigned, submitted, evaluated, for reattempt). */
export function PaperList({ kind, childUuid, onOpen, openingAssignId }: PaperListProps) {
  const { t } = useTranslation();
  const query = useQuery(studentPaperListQueryOptions(kind, childUuid));
  // Windows are the school's: shown in its time zone, wherever the device is.
  const timeZone = timeZoneOfCountry(useCurrentProfile().data?.country_iso);
  if (query.isPending) return <Loader aria-label={t('assessments.lists.title')} />;
  if (query.isError) {
    return <QueryError title={t('assessments.lists.error')} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { papers, current_time } = query.data;
  if (papers.length === 0) return <Text c="dimmed">{t('assessments.lists.empty')}</Text>;
  const serverTimeMs = Date.parse(current_time);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {papers.map((paper) => (
        <PaperCard
          key={`${paper.assign_id}-${paper.paper_id}-${paper.attempt_id ?? 0}`}
          paper={paper}
          reattempt={kind === 'reattempt'}
          childUuid={childUuid}
          timeZone={timeZone}
          opening={openingAssignId === paper.assign_id}
          onOpen={onOpen ? (p) => onOpen(p, serverTimeMs) : undefined}
        />
      ))}
    </SimpleGrid>
  );
}
