import { Button, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { PAGE_SIZE, useTeacherAssigned, type AssignmentStatus } from '../api/teacher-assigned.api';
import { useTeacherOverview } from '../api/teacher-overview.api';
import { AssignmentTable } from '../components/assignment-table.component';
import { AuthoringPage } from '../components/authoring-page.component';
import { OverviewCounts } from '../components/overview-counts.component';
import { schoolTimeZone } from '../utils/window-time';

const FILTERS = ['all', 'upcoming', 'open', 'closed', 'published'] as const;
type Filter = (typeof FILTERS)[number];

/** /faculty-assessment-dashboard/assessments: the overview of the teacher's assigned assessments. */
export function AssessmentsOverviewRoute() {
  const { t } = useTranslation();
  return (
    <AuthoringPage title={t('authoring.title')} section="assigned">
      {(profile) => <Overview timeZone={schoolTimeZone(profile.country_iso)} />}
    </AuthoringPage>
  );
}

function Overview({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const overview = useTeacherOverview();
  const [filter, setFilter] = useState<Filter>('all');
  const [pageNo, setPageNo] = useState(1);
  const list = useTeacherAssigned(filter === 'all' ? null : (filter as AssignmentStatus), pageNo);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total_count / PAGE_SIZE)) : 1;
  return (
    <Stack gap="lg">
      {overview.isError ? (
        <QueryError
          title={t('authoring.overview.loadError')}
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : overview.data ? (
        <OverviewCounts overview={overview.data} />
      ) : (
        <Skeleton h={90} role="status" aria-label={t('common.loading')} />
      )}
      <SegmentedControl
        aria-label={t('authoring.overview.filter')}
        value={filter}
        onChange={(value) => {
          setFilter(value as Filter);
          setPageNo(1);
        }}
        data={FILTERS.map((f) => ({
          value: f,
          label: f === 'all' ? t('authoring.overview.all') : t(`authoring.status.${f}`),
        }))}
        w="fit-content"
      />
      {list.isError ? (
        <QueryError title={t('authoring.overview.loadError')} error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton h={200} role="status" aria-label={t('common.loading')} />
      ) : list.data.assignments.length === 0 ? (
        <Text c="dimmed">{t('authoring.overview.empty')}</Text>
      ) : (
        <>
          <AssignmentTable assignments={list.data.assignments} timeZone={timeZone} />
          {pages > 1 && (
            <Group gap="sm">
              <Button variant="default" disabled={pageNo <= 1} onClick={() => setPageNo((p) => p - 1)}>
                {t('authoring.overview.previous')}
              </Button>
              <Text size="sm">{t('authoring.overview.page', { page: pageNo, pages })}</Text>
              <Button variant="default" disabled={pageNo >= pages} onClick={() => setPageNo((p) => p + 1)}>
                {t('authoring.overview.next')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
