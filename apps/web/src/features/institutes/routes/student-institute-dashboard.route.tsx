import { useTranslation } from '../../../lib/use-translation';
import { InstituteList } from '../components/institute-list.component';
import { InstitutePage } from '../components/institute-page.component';
import '../institutes.strings';

/** The student's institutes (spec 001 §2): status, batches, subjects, teachers; select another. */
export function StudentInstituteDashboardRoute() {
  const { t } = useTranslation();
  return (
    <InstitutePage title={t('institutes.studentDashboardTitle')} calendar>
      {(profile) => <InstituteList learnerUuid={profile.uuid} />}
    </InstitutePage>
  );
}
