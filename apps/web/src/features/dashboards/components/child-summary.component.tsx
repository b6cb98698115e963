import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useStudentDetail } from '../api/student-detail.api';
import { SchoolCard } from './school-card.component';
import type { HomeworkSlot } from './homework-slot';
import type { SubjectsSlot } from './subjects-slot';
import { LazyPart } from '../../../components/part-boundary/part-boundary.component';

/** The active child's school and batch, as the server answers for that child. */
interface ChildSummaryProps {
  childUuid: string;
  renderSubjects?: SubjectsSlot;
  renderChildHomework?: HomeworkSlot;
}

export function ChildSummary({ childUuid, renderSubjects, renderChildHomework }: ChildSummaryProps) {
  const { t } = useTranslation();
  const detail = useStudentDetail(childUuid);
  if (detail.isError) {
    return (
      <QueryError title={t('dashboard.childLoadError')} error={detail.error} onRetry={() => void detail.refetch()} />
    );
  }
  if (!detail.data) return <Skeleton h={180} aria-hidden />;
  const section = detail.data.sections[0];
  return (
    <Stack gap="lg">
      {renderChildHomework && (
        <LazyPart fallback={<Skeleton h={120} aria-hidden />}>
          {renderChildHomework({ uuid: detail.data.uuid, name: detail.data.name })}
        </LazyPart>
      )}
      <div data-testid="active-child-summary">
        <SchoolCard
          heading={t('dashboard.childDetails', { name: detail.data.name })}
          school={detail.data.school}
          section={section}
        />
      </div>
      {/* The active child's board and class, as studentDetailUuid answers them. */}
      {section && renderSubjects && (
        <LazyPart fallback={<Skeleton h={120} aria-hidden />}>
          {renderSubjects({
            boardId: section.board_id,
            classId: section.class_id,
            title: t('dashboard.childSubjectsTitle', { name: detail.data.name }),
          })}
        </LazyPart>
      )}
    </Stack>
  );
}
