import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardPage } from '../components/dashboard-page.component';
import { SchoolCard } from '../components/school-card.component';
import { SectionsTable } from '../components/sections-table.component';

export function FacultyAssessmentDashboardRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.assessmentTitle')}>
      {(profile) => (
        <>
          <SchoolCard heading={t('dashboard.school')} school={profile.school} section={undefined} compact />
          <Button component={Link} to="/faculty-assessment-dashboard/assessments" variant="light" w="fit-content">
            {t('dashboard.assessments')}
          </Button>
          <SectionsTable heading={t('dashboard.sectionsTaught')} sections={profile.sections} />
        </>
      )}
    </DashboardPage>
  );
}
