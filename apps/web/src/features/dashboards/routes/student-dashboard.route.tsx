import { useTranslation } from 'react-i18next';
import { ContinueLearning } from '../components/continue-learning.component';
import { DashboardPage } from '../components/dashboard-page.component';
import { SchoolCard } from '../components/school-card.component';

export function StudentDashboardRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.studentTitle')}>
      {(profile) => (
        <>
          <SchoolCard heading={t('dashboard.yourSchool')} school={profile.school} section={profile.sections[0]} />
          <ContinueLearning />
        </>
      )}
    </DashboardPage>
  );
}
