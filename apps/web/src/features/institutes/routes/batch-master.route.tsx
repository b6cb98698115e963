import { useTranslation } from '../../../lib/use-translation';
import { InstitutePage } from '../components/institute-page.component';
import { RosterImport } from '../components/roster-import.component';
import { SchoolBatches } from '../components/school-batches.component';
import '../institutes.strings';

/** The school admin's batches and the roster import (spec 001 §2 /batch-master). */
export function BatchMasterRoute() {
  const { t } = useTranslation();
  return (
    <InstitutePage title={t('institutes.batchMasterTitle')}>
      {() => (
        <>
          <SchoolBatches />
          <RosterImport />
        </>
      )}
    </InstitutePage>
  );
}
