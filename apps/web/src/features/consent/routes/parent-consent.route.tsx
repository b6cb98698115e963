import { CONSENT_NOTICE_VERSION, isParent } from '@esc/domain';
import { Alert, Button, Checkbox, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CodeInput } from '../../../components/account-fields';
import { LoadingWrapper } from '../../../components/loading-wrapper/loading-wrapper.component';
import { PageTitle } from '../../../components/page-title.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { useTranslation } from '../../../lib/use-translation';
import { useGiveConsent } from '../api/consent.api';
import '../consent.strings';

const PURPOSES = ['account', 'learning', 'messages', 'safety'] as const;

/** What the product does with a child's data: the registry's purposes, in a parent's words. */
function Notice() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="consent-notice">
      <Title order={2} size="h4">
        {t('parentConsent.noticeTitle', { version: CONSENT_NOTICE_VERSION })}
      </Title>
      <List spacing={4}>
        {PURPOSES.map((p) => (
          <List.Item key={p}>{t(`parentConsent.purposes.${p}`)}</List.Item>
        ))}
      </List>
      <Text size="sm">{t('parentConsent.promises')}</Text>
    </Stack>
  );
}

/** The code, "I am an adult and the parent", and Agree. */
function AgreeForm({ consentId }: { consentId: string }) {
  const { t } = useTranslation();
  const give = useGiveConsent();
  const [code, setCode] = useState('');
  const [adult, setAdult] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (give.isSuccess) {
    const name = give.data.children.find((c) => c.state === 'given')?.name ?? '';
    return (
      <Stack gap="sm">
        <Alert color="green" variant="light" role="status" data-testid="consent-done">
          {t('parentConsent.done', { name })}
        </Alert>
        <Button component={Link} to="/parent-dashboard" variant="light">
          {t('parentConsent.openDashboard')}
        </Button>
      </Stack>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!/^\d{6}$/.test(code)) return setProblem(t('parentConsent.codeRequired'));
        if (!adult) return setProblem(t('parentConsent.adultRequired'));
        setProblem(null);
        give.mutate({
          consent_id: consentId,
          otp: code,
          adult_and_parent: true,
          notice_version: CONSENT_NOTICE_VERSION,
        });
      }}
    >
      <Stack gap="md">
        <CodeInput label={t('parentConsent.code')} value={code} onChange={setCode} testId="consent-code" />
        <Checkbox
          label={t('parentConsent.adult')}
          checked={adult}
          onChange={(event) => setAdult(event.currentTarget.checked)}
          data-testid="consent-adult"
        />
        {(problem ?? give.error) && (
          <Alert color="red" variant="light" role="alert">
            {problem ?? (give.error?.message || t('parentConsent.failed'))}
          </Alert>
        )}
        <Button type="submit" loading={give.isPending} data-testid="consent-agree">
          {t('parentConsent.agree')}
        </Button>
      </Stack>
    </form>
  );
}

/** /consent/:consentId, from the message a child's request sent: the notice, the code, the agreement. */
export function ParentConsentRoute() {
  const { t } = useTranslation();
  const { consentId = '' } = useParams();
  const profile = useCurrentProfile();
  if (!profile.data) return <LoadingWrapper />;
  return (
    <>
      <PageTitle page={t('parentConsent.title')} />
      <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md" maw={640} mx="auto">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('parentConsent.title')}
          </Title>
          <Text>{t('parentConsent.intro')}</Text>
          <Notice />
          {isParent(profile.data.user_type_id) ? (
            <AgreeForm consentId={consentId} />
          ) : (
            <Alert color="orange" variant="light" role="alert">
              {t('parentConsent.notParent')}
            </Alert>
          )}
        </Stack>
      </Paper>
    </>
  );
}
