import { useTranslation } from '../../../lib/use-translation';
import { InstitutePage } from '../components/institute-page.component';
import { RosterImport } from '../components/roster-import.component';
import { SchoolBatches } from '../components/school-batches.component';
import { SchoolNotice } from '../components/school-notice.component';
import { SchoolExports } from '../components/school-exports.component';
import { SchoolSettings } from '../components/school-settings.component';
import { ErasureDecisions } from '../components/erasure-decisions.component';
import { SchoolGrievances } from '../components/school-grievances.component';
import '../institutes.strings';

/** The school admin's batches, the roster import (spec 001 §2 /batch-master), the school's settings, requests to delete accounts, grievances and the school's data out. */
export function BatchMasterRoute() {
  const { t } = useTranslation();
  return (
    <InstitutePage title={t('institutes.batchMasterTitle')}>
      {() => (
        <>
          <SchoolBatches />
          <RosterImport />
          <SchoolSettings />
          <ErasureDecisions />
          <SchoolGrievances />
          <SchoolNotice />
          <SchoolExports />
        </>
      )}
    </InstitutePage>
  );
}
