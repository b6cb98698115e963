import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardPage } from '../components/dashboard-page.component';
import { SchoolCard } from '../components/school-card.component';
import { SectionsTable } from '../components/sections-table.component';

export function FacultyAdminDashboardRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.adminTitle')}>
      {(profile) => (
        <>
          <SchoolCard heading={t('dashboard.school')} school={profile.school} section={undefined} compact />
          <SectionsTable heading={t('dashboard.sectionsAdministered')} sections={profile.sections} />
          <Button component={Link} to="/batch-master" variant="light" w="fit-content">
            {t('dashboard.manageBatches')}
          </Button>
        </>
      )}
    </DashboardPage>
  );
}
