import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error.component';
import { useStudentDetail } from '../api/student-detail.api';
import { SchoolCard } from './school-card.component';

/** The active child's school and batch, as the server answers for that child. */
export function ChildSummary({ childUuid }: { childUuid: string }) {
  const { t } = useTranslation();
  const detail = useStudentDetail(childUuid);
  if (detail.isError) {
    return (
      <QueryError title={t('dashboard.childLoadError')} error={detail.error} onRetry={() => void detail.refetch()} />
    );
  }
  if (!detail.data) return <Skeleton h={180} aria-hidden />;
  return (
    <div data-testid="active-child-summary">
      <SchoolCard
        heading={t('dashboard.childDetails', { name: detail.data.name })}
        school={detail.data.school}
        section={detail.data.sections[0]}
      />
    </div>
  );
}
