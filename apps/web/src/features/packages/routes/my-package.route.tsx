import { isSchoolAdmin } from '@esc/domain';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { downloadInvoice } from '../api/invoice-download.api';
import { useUserSubscriptions } from '../../../lib/subscriptions.api';
import { PackagesPage } from '../components/packages-page.component';
import { SchoolLicences } from '../components/school-licences.component';
import { SubscriptionCard } from '../components/subscription-card.component';
import '../packages.strings';

/**
 * /mypackage: the learner's subscriptions (active, upcoming, expired, free trial ended) with invoices;
 * for a school admin, the school's licences and seats instead (they hold no packages of their own).
 */
export function MyPackageRoute() {
  const { t } = useTranslation();
  const me = useCurrentProfile().data;
  if (me && isSchoolAdmin(me.user_type_id, me.role)) return <SchoolLicencesPage />;
  return (
    <PackagesPage title={t('packages.myTitle')}>{(learner) => <MySubscriptions uuid={learner.uuid} />}</PackagesPage>
  );
}

function SchoolLicencesPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={1080} w="100%">
      <PageTitle page={t('packages.licences.title')} />
      <Title order={1}>{t('packages.licences.title')}</Title>
      <Text>{t('packages.licences.intro')}</Text>
      <SchoolLicences />
    </Stack>
  );
}

function MySubscriptions({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const subscriptions = useUserSubscriptions(uuid);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const download = async (invoiceId: string) => {
    setFailed(null);
    setDownloading(invoiceId);
    try {
      await downloadInvoice(invoiceId);
    } catch {
      setFailed(invoiceId);
    } finally {
      setDownloading(null);
    }
  };

  if (subscriptions.isError) {
    return (
      <QueryError
        title={t('packages.loadError')}
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
      />
    );
  }
  if (!subscriptions.data) return <Skeleton h={200} role="status" aria-label={t('common.loading')} />;
  const list = subscriptions.data.subscriptions;
  return (
    <Stack gap="md">
      {failed && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('packages.downloadFailedTitle')}
          withCloseButton
          onClose={() => setFailed(null)}
        >
          {t('packages.downloadFailedText', { id: failed })}
        </Alert>
      )}
      {list.length === 0 ? (
        <Alert variant="light" title={t('packages.noSubscriptionsTitle')}>
          <Text size="sm">{t('packages.noSubscriptionsText')}</Text>
        </Alert>
      ) : (
        list.map((s) => (
          <SubscriptionCard
            key={s.subscription_id}
            subscription={s}
            downloading={downloading === s.invoice_id}
            onDownload={(id) => void download(id)}
          />
        ))
      )}
      <Group>
        <Button component={Link} to="/package" variant="light">
          {t('packages.browse')}
        </Button>
      </Group>
    </Stack>
  );
}
