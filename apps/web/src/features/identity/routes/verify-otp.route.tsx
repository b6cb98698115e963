import { parseMobile } from '@esc/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PageTitle } from '../../../components/page-title.component';
import { useSendOtp, useVerifyOtp } from '../api/otp.api';
import { CodeInput, DEFAULT_COUNTRY, MobileField } from '../../../components/account-fields';
import '../identity.strings';

type Outcome = { kind: 'wrong'; left: number } | { kind: 'expired' } | { kind: 'failed' } | null;

/**
 * /verify-otp (spec 002 §2.2): a 6-digit code sent to the mobile number. The demo server sends no
 * messages and returns the code, shown here as a hint; codes are never logged.
 */
export function VerifyOtpRoute() {
  const { t } = useTranslation();
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const [mobile, setMobile] = useState('');
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = useSendOtp();
  const verify = useVerifyOtp();
  const sent = send.data;
  const verified = verify.data?.verified === true;

  const requestCode = () => {
    if (!parseMobile(mobile, country)) return setMobileError(t('signUp.errors.mobile'));
    setMobileError(null);
    setCode('');
    setOutcome(null);
    verify.reset();
    send.mutate({ mobile, country_iso: country });
  };

  const checkCode = () => {
    if (!/^\d{6}$/.test(code)) return setCodeError(t('signUp.verify.codeRequired'));
    setCodeError(null);
    verify.mutate(
      { mobile, country_iso: country, otp: code },
      {
        onSuccess: (answer) => {
          if (answer.verified) setOutcome(null);
          else
            setOutcome(answer.attempts_left > 0 ? { kind: 'wrong', left: answer.attempts_left } : { kind: 'expired' });
        },
        onError: () => setOutcome({ kind: 'failed' }),
      },
    );
  };

  return (
    <>
      <PageTitle page={t('signUp.verifyTitle')} />
      <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('signUp.verifyTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('signUp.verify.intro')}
            </Text>
          </Stack>
          {verified && sent ? (
            <Alert
              color="green"
              variant="light"
              icon={<IconCircleCheck aria-hidden />}
              role="status"
              data-testid="otp-verified"
            >
              {t('signUp.verify.verified', { mobile: sent.sent_to })}
            </Alert>
          ) : (
            <>
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  requestCode();
                }}
              >
                <Stack gap="md">
                  <MobileField
                    country={country}
                    onCountryChange={setCountry}
                    mobile={mobile}
                    onMobileChange={setMobile}
                    error={mobileError}
                    disabled={Boolean(sent)}
                  />
                  {send.isError && (
                    <Alert color="red" variant="light" role="alert">
                      {t('signUp.verify.failed')}
                    </Alert>
                  )}
                  {sent ? (
                    <Group gap="sm">
                      <Button variant="default" onClick={requestCode} loading={send.isPending} data-testid="otp-resend">
                        {t('signUp.verify.resend')}
                      </Button>
                      <Button variant="subtle" onClick={() => send.reset()}>
                        {t('signUp.verify.changeNumber')}
                      </Button>
                    </Group>
                  ) : (
                    <Button type="submit" loading={send.isPending} fullWidth size="md" data-testid="otp-send">
                      {t('signUp.verify.send')}
                    </Button>
                  )}
                </Stack>
              </form>
              {sent && (
                <form
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    checkCode();
                  }}
                >
                  <Stack gap="md">
                    <Text size="sm" role="status">
                      {t('signUp.verify.sent', { mobile: sent.sent_to })}
                    </Text>
                    {sent.otp && (
                      <Text size="sm" c="dimmed" data-testid="otp-dev-code">
                        {t('signUp.verify.devCode', { otp: sent.otp })}
                      </Text>
                    )}
                    <CodeInput
                      label={t('signUp.verify.code')}
                      value={code}
                      onChange={setCode}
                      error={codeError}
                      testId="otp-code"
                    />
                    {outcome && (
                      <Alert color="red" variant="light" role="alert" data-testid="otp-problem">
                        {outcome.kind === 'wrong'
                          ? t('signUp.verify.wrong', { count: outcome.left })
                          : t(outcome.kind === 'expired' ? 'signUp.verify.expired' : 'signUp.verify.failed')}
                      </Alert>
                    )}
                    <Button type="submit" loading={verify.isPending} fullWidth size="md" data-testid="otp-verify">
                      {t('signUp.verify.check')}
                    </Button>
                  </Stack>
                </form>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </>
  );
}
