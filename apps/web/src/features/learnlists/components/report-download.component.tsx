import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { downloadItemWiseReport, reportFileName, type ReportAsk } from '../api/item-wise-report.api';
import { LearnListProblem } from './learnlist-problem.component';

/** Saves the report as a spreadsheet (.xlsx), asked for through the api client. */
export function ReportDownload({
  ask,
  title,
  sectionName,
}: {
  ask: ReportAsk;
  title: string;
  sectionName: string | null;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadItemWiseReport(ask, reportFileName(title, sectionName));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={busy}
        onClick={() => void download()}
      >
        {t('learnlists.report.download')}
      </Button>
      {error !== null && <LearnListProblem error={error} action="download" />}
    </>
  );
}
