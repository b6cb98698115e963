import { CONSENT_NOTICE_VERSION, isParent } from '@esc/domain';
import type { ConsentRequestData } from '@esc/contracts';
import { Alert, Button, Checkbox, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CodeInput } from '../../../components/account-fields';
import { LoadingWrapper } from '../../../components/loading-wrapper/loading-wrapper.component';
import { PageTitle } from '../../../components/page-title.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { useTranslation } from '../../../lib/use-translation';
import { formatDay } from '../../../lib/date-format';
import { useConsentRequest, useGiveConsent, useRefuseConsent } from '../api/consent.api';
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

type Answer = 'agree' | 'refuse';

/** What the parent sees once they answered (or once the request was answered before). */
function Answered({ request }: { request: ConsentRequestData }) {
  const { t, i18n } = useTranslation();
  const name = request.child_first_name;
  const refused = request.state === 'refused';
  const text = refused
    ? t('parentConsent.refused', {
        name,
        date: request.erase_after ? formatDay(request.erase_after, i18n.language) : '',
      })
    : t(request.state === 'given' ? 'parentConsent.alreadyGiven' : 'parentConsent.closed', { name });
  return (
    <Alert color={refused ? 'orange' : 'blue'} variant="light" role="status" data-testid="consent-answered">
      {text}
    </Alert>
  );
}

/** The code, "I am an adult and the parent", and Agree or Do not agree. */
function AnswerForm({ consentId, childName }: { consentId: string; childName: string | null }) {
  const { t } = useTranslation();
  const give = useGiveConsent();
  const refuse = useRefuseConsent(consentId);
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
  const submit = (answer: Answer) => {
    if (!/^\d{6}$/.test(code)) return setProblem(t('parentConsent.codeRequired'));
    if (!adult) return setProblem(t('parentConsent.adultRequired'));
    setProblem(null);
    const body = { consent_id: consentId, otp: code, adult_and_parent: true, notice_version: CONSENT_NOTICE_VERSION };
    if (answer === 'agree') give.mutate(body);
    else refuse.mutate(body);
  };
  const error = give.error ?? refuse.error;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit('agree');
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
        {(problem ?? error) && (
          <Alert color="red" variant="light" role="alert">
            {problem ?? (error?.message || t('parentConsent.failed'))}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={give.isPending} disabled={refuse.isPending} data-testid="consent-agree">
            {t('parentConsent.agree')}
          </Button>
          <Button
            variant="default"
            loading={refuse.isPending}
            disabled={give.isPending}
            onClick={() => submit('refuse')}
            data-testid="consent-refuse"
          >
            {t('parentConsent.refuse')}
          </Button>
        </Group>
        {childName && (
          <Text size="sm" c="dimmed">
            {t('parentConsent.refuseMeans', { name: childName })}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** Who asks (the link's request, when it can be read), then the form or what was answered. */
function ParentAnswer({ consentId }: { consentId: string }) {
  const { t } = useTranslation();
  const request = useConsentRequest(consentId);
  if (request.isPending) return <LoadingWrapper />;
  const data = request.data;
  return (
    <Stack gap="md">
      {data && (
        <Text fw={600} data-testid="consent-who">
          {t('parentConsent.who', { name: data.child_first_name })}
        </Text>
      )}
      {data && data.state !== 'waiting' ? (
        <Answered request={data} />
      ) : (
        <AnswerForm consentId={consentId} childName={data?.child_first_name ?? null} />
      )}
    </Stack>
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
            <ParentAnswer consentId={consentId} />
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
