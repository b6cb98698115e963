import type { SendOtpData, SignUpBody } from '@esc/contracts';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { useSendOtp } from '../api/otp.api';
import { useSignUp } from '../api/sign-up.api';
import { CodeInput } from '../../../components/account-fields';
import '../../../components/account-fields/accounts.strings';

export type CodeChannel = 'mobile' | 'email';

export interface CodeStepState {
  body: Omit<SignUpBody, 'otp' | 'otp_channel'>;
  channel: CodeChannel;
  sent: SendOtpData;
}

/**
 * The second step of sign-up: the code sent to the mobile (or the email) proves it
 * is the person's. In the demo no message leaves the server, so the code shows here.
 */
export function SignUpCodeStep({
  state,
  onSent,
  onBack,
}: {
  state: CodeStepState;
  onSent: (state: CodeStepState) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const send = useSendOtp();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const resend = async (channel: CodeChannel) => {
    setProblem(null);
    setCode('');
    try {
      const to =
        channel === 'mobile'
          ? { mobile: state.body.mobile, country_iso: state.body.country_iso }
          : { email: state.body.email };
      onSent({ ...state, channel, sent: await send.mutateAsync(to) });
    } catch (error) {
      setProblem(isApiError(error) ? error.message : t('signUp.failed'));
    }
  };

  const submit = async () => {
    if (!/^\d{6}$/.test(code)) return setCodeError(t('accounts.signUpCode.codeRequired'));
    setCodeError(null);
    setProblem(null);
    try {
      const data = await signUp.mutateAsync({ ...state.body, otp: code, otp_channel: state.channel });
      showToast({ message: t('signUp.welcome', { name: data.profile.first_name }), tone: 'success' });
    } catch (error) {
      if (!isApiError(error)) return setProblem(t('signUp.failed'));
      const otp = error.fieldErrors.find((f) => f.field === 'otp');
      if (otp) return setCodeError(otp.message);
      setProblem(error.fieldErrors.map((f) => f.message).join(' ') || error.message);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          {t(state.channel === 'mobile' ? 'accounts.signUpCode.title' : 'accounts.signUpCode.titleEmail')}
        </Title>
        <Text size="sm" role="status">
          {t('accounts.signUpCode.intro', { to: state.sent.sent_to })}
        </Text>
        {state.sent.otp && (
          <Text size="sm" c="dimmed" data-testid="sign-up-demo-code">
            {t('accounts.signUpCode.demoCode', { otp: state.sent.otp })}
          </Text>
        )}
        {problem && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        )}
        <CodeInput
          label={t('accounts.signUpCode.code')}
          value={code}
          onChange={setCode}
          error={codeError}
          testId="sign-up-code"
        />
        <Button type="submit" loading={signUp.isPending} fullWidth size="md" data-testid="sign-up-code-submit">
          {t('accounts.signUpCode.continue')}
        </Button>
        <Group gap="xs" justify="space-between">
          <Button variant="subtle" size="compact-sm" onClick={onBack}>
            {t('accounts.signUpCode.back')}
          </Button>
          <Group gap="xs">
            <Button
              variant="default"
              size="compact-sm"
              loading={send.isPending}
              onClick={() => void resend(state.channel)}
            >
              {t('accounts.signUpCode.resend')}
            </Button>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => void resend(state.channel === 'mobile' ? 'email' : 'mobile')}
            >
              {t(state.channel === 'mobile' ? 'accounts.signUpCode.useEmail' : 'accounts.signUpCode.useMobile')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
