import type { MyConsentData, NameParentBody } from '@esc/contracts';
import { isValidEmail, parseMobile } from '@esc/domain';
import { Alert, Anchor, Button, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { MobileField } from '../../../components/account-fields';
import { LoadingWrapper } from '../../../components/loading-wrapper/loading-wrapper.component';
import { PageTitle } from '../../../components/page-title.component';
import { profileKeys } from '../../../lib/current-profile.api';
import { formatDay } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/use-translation';
import { consentKeys, useMyConsent, useNameParent } from '../api/consent.api';
import '../consent.strings';

type Channel = 'mobile' | 'email';

/** The parent's contact as the child typed it, or null while it is not a contact. */
function bodyOf(channel: Channel, mobile: string, country: string, email: string): NameParentBody | null {
  if (channel === 'email') return isValidEmail(email.trim()) ? { email: email.trim() } : null;
  return parseMobile(mobile, country) ? { mobile, country_iso: country } : null;
}

/** The form naming the parent: by mobile or by e-mail. */
function NameParentForm({ uuid, asked, onDone }: { uuid: string; asked: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const channelLabel = useId();
  const name = useNameParent(uuid);
  const [channel, setChannel] = useState<Channel>('mobile');
  const [mobile, setMobile] = useState('');
  const [country, setCountry] = useState('IN');
  const [email, setEmail] = useState('');
  const body = bodyOf(channel, mobile, country, email);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (body) name.mutate(body, { onSuccess: onDone });
      }}
      noValidate
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(asked ? 'waiting.changeTitle' : 'waiting.nameTitle')}
        </Title>
        <Text id={channelLabel} size="sm" fw={500}>
          {t('waiting.channelLabel')}
        </Text>
        <SegmentedControl
          aria-labelledby={channelLabel}
          fullWidth
          value={channel}
          onChange={(value) => setChannel(value as Channel)}
          data={[
            { value: 'mobile', label: t('waiting.byMobile') },
            { value: 'email', label: t('waiting.byEmail') },
          ]}
        />
        {channel === 'mobile' ? (
          <MobileField country={country} onCountryChange={setCountry} mobile={mobile} onMobileChange={setMobile} />
        ) : (
          <TextInput
            label={t('waiting.email')}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            data-testid="consent-parent-email"
          />
        )}
        {name.isError && (
          <Alert color="red" variant="light" role="alert">
            {name.error.message || t('waiting.failed')}
          </Alert>
        )}
        <Button type="submit" disabled={!body} loading={name.isPending} data-testid="consent-send">
          {t('waiting.send')}
        </Button>
      </Stack>
    </form>
  );
}

/** Who was asked, when, and (demo) the code the parent would read. */
function AskedCard({ uuid, consent, demoCode }: { uuid: string; consent: MyConsentData; demoCode: string | null }) {
  const { t, i18n } = useTranslation();
  const resend = useNameParent(uuid);
  return (
    <Stack gap="xs" data-testid="consent-asked">
      <Text>{t('waiting.asked', { contact: consent.parent_contact })}</Text>
      {consent.asked_at && (
        <Text size="sm" c="dimmed">
          {t('waiting.askedWhen', { date: formatDay(consent.asked_at, i18n.language) })}
        </Text>
      )}
      {demoCode && (
        <Alert color="blue" variant="light" data-testid="consent-demo-code">
          {t('waiting.demoCode', { otp: resend.data?.otp ?? demoCode })}
        </Alert>
      )}
      {resend.isSuccess && <Text size="sm">{t('waiting.sent')}</Text>}
      {resend.isError && (
        <Alert color="red" variant="light" role="alert">
          {resend.error.message || t('waiting.failed')}
        </Alert>
      )}
      <Button variant="light" loading={resend.isPending} onClick={() => resend.mutate({})} data-testid="consent-resend">
        {t('waiting.resend')}
      </Button>
    </Stack>
  );
}

/**
 * A learner under 18 who signed up alone, while no parent has agreed: instead of the dashboard, who
 * was asked, a way to ask again or ask another parent, and the guest's way into the lessons.
 */
export function ConsentWaiting({ uuid, browsePath }: { uuid: string; browsePath: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const consent = useMyConsent(uuid);
  const [changing, setChanging] = useState(false);
  const [sentCode, setSentCode] = useState<string | null>(null);
  const given = consent.data?.state === 'given' || consent.data?.needed === false;
  // Once a parent agrees, the profile (and with it the dashboard) is read again.
  useEffect(() => {
    if (given) void client.invalidateQueries({ queryKey: profileKeys.all });
  }, [given, client]);
  if (!consent.data) return <LoadingWrapper />;
  const data = consent.data;
  const asked = data.parent_contact !== null && data.state === 'waiting';
  return (
    <>
      <PageTitle page={t('waiting.title')} />
      <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md" maw={640} mx="auto">
        <Stack gap="md" data-testid="consent-waiting">
          <Title order={1} size="h2">
            {t('waiting.title')}
          </Title>
          <Text>{t('waiting.intro')}</Text>
          {data.state === 'refused' && (
            <Alert color="orange" variant="light" data-testid="consent-refused">
              {t('waiting.refused', { date: data.erase_after ? formatDay(data.erase_after, i18n.language) : '' })}
            </Alert>
          )}
          {data.state === 'withdrawn' && (
            <Alert color="orange" variant="light">
              {t('waiting.withdrawn')}
            </Alert>
          )}
          {asked && <AskedCard uuid={uuid} consent={data} demoCode={sentCode ?? data.otp ?? null} />}
          {asked && !changing ? (
            <Button variant="default" onClick={() => setChanging(true)} data-testid="consent-change">
              {t('waiting.change')}
            </Button>
          ) : (
            <NameParentForm
              uuid={uuid}
              asked={asked}
              onDone={() => {
                setChanging(false);
                setSentCode(client.getQueryData<MyConsentData>(consentKeys.mine(uuid))?.otp ?? null);
              }}
            />
          )}
          <Anchor component={Link} to={browsePath} data-testid="consent-browse">
            {t('waiting.browse')}
          </Anchor>
        </Stack>
      </Paper>
    </>
  );
}
