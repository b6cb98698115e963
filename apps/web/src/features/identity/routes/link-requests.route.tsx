import type { ParentLinkRequest } from '@esc/contracts';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { CodeInput } from '../../../components/account-fields';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { isApiError, NO_ANSWER } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useConfirmParentLink, useDeclineParentLink, useParentLinkRequests } from '../api/parent-links.api';
import '../../../components/account-fields/accounts.strings';
import { formatDay } from '../../../lib/date-format';

/** One request: the code from the message confirms it; "not my child" declines it. */
function LinkRequestCard({ request }: { request: ParentLinkRequest }) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmParentLink();
  const decline = useDeclineParentLink();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const heading = t('accounts.linkRequests.request', { school: request.school_name, child: request.child_name });

  const submit = async () => {
    if (!/^\d{6}$/.test(code)) return setError(t('accounts.signUpCode.codeRequired'));
    setError(null);
    try {
      await confirm.mutateAsync({ link_id: request.link_id, otp: code });
      showToast({ message: t('accounts.linkRequests.confirmed', { child: request.child_name }), tone: 'success' });
    } catch (e) {
      setError(
        isApiError(e) && e.status !== NO_ANSWER && e.status < 500
          ? (e.fieldErrors[0]?.message ?? e.message)
          : t('accounts.linkRequests.failed'),
      );
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-label={heading}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {heading}
          </Title>
          <Text size="sm" c="dimmed">
            {t('accounts.linkRequests.expires', {
              date: formatDay(request.expires_at, i18n.language),
            })}
          </Text>
          {request.otp && (
            <Text size="sm" c="dimmed" data-testid="link-demo-code">
              {t('accounts.linkRequests.demoCode', { otp: request.otp })}
            </Text>
          )}
          <CodeInput
            label={t('accounts.linkRequests.code')}
            value={code}
            onChange={setCode}
            error={error}
            testId="link-code"
          />
          <Group gap="sm">
            <Button type="submit" loading={confirm.isPending} data-testid="link-confirm">
              {t('accounts.linkRequests.confirm')}
            </Button>
            <Button
              variant="default"
              loading={decline.isPending}
              onClick={() =>
                decline.mutate(
                  { link_id: request.link_id },
                  { onSuccess: () => showToast({ message: t('accounts.linkRequests.declined'), tone: 'success' }) },
                )
              }
            >
              {t('accounts.linkRequests.decline')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** /link-requests: links schools asked for, waiting for the parent's code. */
export function LinkRequestsRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const requests = useParentLinkRequests(session?.uuid ?? '');
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle page={t('accounts.linkRequests.title')} />
      <Title order={1}>{t('accounts.linkRequests.title')}</Title>
      <Text>{t('accounts.linkRequests.intro')}</Text>
      {requests.isError ? (
        <QueryError
          title={t('accounts.linkRequests.loadError')}
          error={requests.error}
          onRetry={() => void requests.refetch()}
        />
      ) : !requests.data ? (
        <Skeleton h={180} aria-hidden />
      ) : requests.data.requests.length === 0 ? (
        <Alert variant="light" role="status">
          {t('accounts.linkRequests.none')}
        </Alert>
      ) : (
        requests.data.requests.map((r) => <LinkRequestCard key={r.link_id} request={r} />)
      )}
    </Stack>
  );
}
