import type { SchoolNoticeData } from '@esc/contracts';
import { Alert, Button, Card, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error.component';
import { formatDay } from '../../../lib/date-format';
import { showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveSchoolNotice, useSchoolNotice } from '../api/school-notice.api';
import '../school-notice.strings';

/** The day and the words, recorded for the whole school; recording again replaces them. */
function NoticeForm({ current }: { current: SchoolNoticeData }) {
  const { t } = useTranslation();
  const save = useSaveSchoolNotice();
  const [toldOn, setToldOn] = useState(current.told_on ?? '');
  const [notice, setNotice] = useState(current.notice ?? '');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { told_on: toldOn, notice: notice.trim() },
          { onSuccess: () => showToast({ message: t('schoolNotice.saved'), tone: 'success' }) },
        );
      }}
    >
      <Stack gap="sm">
        <TextInput
          type="date"
          label={t('schoolNotice.toldOn')}
          value={toldOn}
          onChange={(event) => setToldOn(event.currentTarget.value)}
          data-testid="school-notice-told-on"
        />
        <Textarea
          label={t('schoolNotice.notice')}
          rows={3}
          maxLength={4000}
          value={notice}
          onChange={(event) => setNotice(event.currentTarget.value)}
          data-testid="school-notice-text"
        />
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('schoolNotice.failed')}
          </Alert>
        )}
        <Button type="submit" w="fit-content" loading={save.isPending} disabled={!toldOn || !notice.trim()}>
          {t('schoolNotice.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** The school admin's record of what the school told its pupils' parents (its basis for processing their data). */
export function SchoolNotice() {
  const { t, i18n } = useTranslation();
  const query = useSchoolNotice();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="school-notice-heading">
      <Title order={2} size="h3" mb="sm" id="school-notice-heading">
        {t('schoolNotice.title')}
      </Title>
      {query.isError ? (
        <QueryError title={t('schoolNotice.loadError')} error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Skeleton h={120} aria-hidden />
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('schoolNotice.intro')}</Text>
          <Text data-testid="school-notice-state">
            {query.data.recorded && query.data.told_on
              ? t('schoolNotice.recorded', {
                  date: formatDay(query.data.told_on, i18n.language),
                  notice: query.data.notice,
                })
              : t('schoolNotice.notRecorded')}
          </Text>
          <NoticeForm key={query.data.recorded_at ?? 'none'} current={query.data} />
        </Stack>
      )}
    </Card>
  );
}
