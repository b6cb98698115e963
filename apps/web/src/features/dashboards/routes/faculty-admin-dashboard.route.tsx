import { Button, Skeleton } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { DashboardPage } from '../components/dashboard-page.component';
import { SchoolCard } from '../components/school-card.component';
import type { StaffHomeworkSlot } from '../components/homework-slot';
import type { LicencesSlot } from '../components/licences-slot';
import { SectionsTable } from '../components/sections-table.component';
import { LazyPart } from '../../../components/part-boundary/part-boundary.component';

/** renderHomework: lists, what is due this week, completion per section; renderLicences: the school's seats. */
export function FacultyAdminDashboardRoute({
  renderHomework,
  renderLicences,
}: {
  renderHomework?: StaffHomeworkSlot;
  renderLicences?: LicencesSlot;
}) {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.adminTitle')}>
      {(profile) => (
        <>
          <SchoolCard heading={t('dashboard.school')} school={profile.school} section={undefined} compact />
          {renderLicences && <LazyPart fallback={<Skeleton h={120} aria-hidden />}>{renderLicences()}</LazyPart>}
          {renderHomework && <LazyPart fallback={<Skeleton h={120} aria-hidden />}>{renderHomework()}</LazyPart>}
          <SectionsTable heading={t('dashboard.sectionsAdministered')} sections={profile.sections} />
          <Button component={Link} to="/batch-master" variant="light" w="fit-content">
            {t('dashboard.manageBatches')}
          </Button>
        </>
      )}
    </DashboardPage>
  );
}
