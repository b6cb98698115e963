import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingWrapper } from '../../../components/loading-wrapper/loading-wrapper.component';
import { ContinueLearning } from '../components/continue-learning.component';
import { DashboardPage } from '../components/dashboard-page.component';
import { SchoolCard } from '../components/school-card.component';
import type { SubjectsSlot } from '../components/subjects-slot';

export function StudentDashboardRoute({ renderSubjects }: { renderSubjects?: SubjectsSlot }) {
  const { t } = useTranslation();
  return (
    // The loading wrapper of spec 000 §2: a full spinner below 1024 px while the profile loads.
    <DashboardPage title={t('dashboard.studentTitle')} loading={<LoadingWrapper />}>
      {(profile) => {
        const section = profile.sections[0];
        return (
          <>
            <ContinueLearning uuid={profile.uuid} />
            {section && renderSubjects && (
              <Suspense fallback={<LoadingWrapper />}>
                {renderSubjects({
                  boardId: section.board_id,
                  classId: section.class_id,
                  title: t('dashboard.subjectsTitle'),
                })}
              </Suspense>
            )}
            <SchoolCard heading={t('dashboard.yourSchool')} school={profile.school} section={section} />
          </>
        );
      }}
    </DashboardPage>
  );
}
