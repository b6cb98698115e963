import { Button, Skeleton } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { DashboardPage } from '../components/dashboard-page.component';
import { SchoolCard } from '../components/school-card.component';
import type { StaffCountsSlot } from '../components/counts-slot';
import type { StaffHomeworkSlot } from '../components/homework-slot';
import { SectionsTable } from '../components/sections-table.component';
import { LazyPart } from '../../../components/part-boundary/part-boundary.component';

/**
 * renderHomework: lists, what is due this week, completion per section; renderCounts: the
 * teacher's library of recordings and attendee counts of live classes.
 */
export function FacultyAssessmentDashboardRoute({
  renderHomework,
  renderCounts,
}: {
  renderHomework?: StaffHomeworkSlot;
  renderCounts?: StaffCountsSlot;
}) {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.assessmentTitle')}>
      {(profile) => (
        <>
          <SchoolCard heading={t('dashboard.school')} school={profile.school} section={undefined} compact />
          <Button component={Link} to="/faculty-assessment-dashboard/assessments" variant="light" w="fit-content">
            {t('dashboard.assessments')}
          </Button>
          {renderCounts && <LazyPart fallback={<Skeleton h={96} aria-hidden />}>{renderCounts()}</LazyPart>}
          {renderHomework && <LazyPart fallback={<Skeleton h={120} aria-hidden />}>{renderHomework()}</LazyPart>}
          <SectionsTable heading={t('dashboard.sectionsTaught')} sections={profile.sections} />
        </>
      )}
    </DashboardPage>
  );
}
