import { Skeleton } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { LoadingWrapper } from '../../../components/loading-wrapper/loading-wrapper.component';
import { ContinueLearning } from '../components/continue-learning.component';
import { DashboardPage } from '../components/dashboard-page.component';
import { SchoolCard } from '../components/school-card.component';
import type { HomeworkSlot } from '../components/homework-slot';
import type { NoticesSlot } from '../components/notices-slot';
import type { SubjectsSlot } from '../components/subjects-slot';
import { LazyPart } from '../../../components/part-boundary/part-boundary.component';
import { useSession } from '../../../lib/session';
import { usePrefetchContinueLearning } from '../api/recent-content.api';

interface StudentDashboardProps {
  renderSubjects?: SubjectsSlot;
  /** Homework due soon and overdue, shown first. */
  renderHomework?: HomeworkSlot;
  /** The latest three notices. */
  renderNotices?: NoticesSlot;
}

export function StudentDashboardRoute({ renderSubjects, renderHomework, renderNotices }: StudentDashboardProps) {
  const { t } = useTranslation();
  usePrefetchContinueLearning(useSession()?.uuid ?? null);
  return (
    // The loading wrapper of spec 000 §2: a full spinner below 1024 px while the profile loads.
    <DashboardPage title={t('dashboard.studentTitle')} loading={<LoadingWrapper />}>
      {(profile) => {
        const section = profile.sections[0];
        return (
          <>
            {renderHomework && (
              <LazyPart fallback={<Skeleton h={120} aria-hidden />}>
                {renderHomework({ uuid: profile.uuid, name: profile.name })}
              </LazyPart>
            )}
            {renderNotices && (
              <LazyPart fallback={<Skeleton h={120} aria-hidden />}>{renderNotices({ childUuid: null })}</LazyPart>
            )}
            <ContinueLearning uuid={profile.uuid} />
            {section && renderSubjects && (
              <LazyPart fallback={<LoadingWrapper />}>
                {renderSubjects({
                  boardId: section.board_id,
                  classId: section.class_id,
                  title: t('dashboard.subjectsTitle'),
                })}
              </LazyPart>
            )}
            <SchoolCard heading={t('dashboard.yourSchool')} school={profile.school} section={section} />
          </>
        );
      }}
    </DashboardPage>
  );
}
