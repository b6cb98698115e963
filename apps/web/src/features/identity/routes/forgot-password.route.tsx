import type { ForgotPasswordData } from '@esc/contracts';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import {
  CodeInput,
  NewPasswordFields,
  newPasswordProblems,
  type NewPasswordValues,
} from '../../../components/account-fields';
import { PageTitle } from '../../../components/page-title.component';
import { isApiError, NO_ANSWER } from '../../../lib/api-error';
import { SIGN_IN_PATH } from '../../../lib/sign-in-redirect';
import { useForgotPassword, useResetPassword } from '../api/account-recovery.api';
import { recoveryProofFor } from '../utils/demo-recovery-proofs';
import '../../../components/account-fields/accounts.strings';

/** The server's words when it named a reason (wait times, wrong code), else a plain retry message. */
function problemText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status !== NO_ANSWER && error.status < 500 ? error.message : fallback;
}

/**
 * /forgot-password: a code to the email or mobile of the account, then a new password
 * with it. The first answer is the same whether or not an account has the name.
 */
export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const [username, setUsername] = useState('');
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const [sent, setSent] = useState<ForgotPasswordData | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [password, setPassword] = useState<NewPasswordValues>({ password: '', confirm: '' });
  const [passwordErrors, setPasswordErrors] = useState<Partial<Record<keyof NewPasswordValues, string | null>>>({});

  const askForCode = async () => {
    if (!username.trim()) return setUsernameError(t('accounts.forgot.usernameRequired'));
    setUsernameError(null);
    try {
      const proof = recoveryProofFor(username);
      setSent(
        await forgot.mutateAsync({ username: username.trim(), ...(proof ? { demo_recovery_proof: proof } : {}) }),
      );
    } catch {
      // The alert below shows forgot.error.
    }
  };

  const setNewPassword = async () => {
    const problems = newPasswordProblems(password);
    setPasswordErrors({
      password: problems.password && t(problems.password),
      confirm: problems.confirm && t(problems.confirm),
    });
    const codeProblem = /^\d{6}$/.test(code) ? null : t('accounts.forgot.codeRequired');
    setCodeError(codeProblem);
    if (problems.password || problems.confirm || codeProblem) return;
    try {
      await reset.mutateAsync({ username: username.trim(), otp: code, new_password: password.password });
    } catch (error) {
      if (!isApiError(error)) return;
      const otp = error.fieldErrors.find((f) => f.field === 'otp');
      if (otp) setCodeError(otp.message);
      const weak = error.fieldErrors.find((f) => f.field === 'new_password');
      if (weak) setPasswordErrors((prev) => ({ ...prev, password: weak.message }));
    }
  };

  return (
    <>
      <PageTitle page={t('accounts.forgot.title')} />
      <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
        <Stack gap="lg">
          <Title order={1} size="h2">
            {t('accounts.forgot.title')}
          </Title>
          {reset.isSuccess ? (
            <Stack gap="md">
              <Alert
                color="green"
                variant="light"
                icon={<IconCircleCheck aria-hidden />}
                role="status"
                title={t('accounts.forgot.doneTitle')}
              >
                {t('accounts.forgot.done')}
              </Alert>
              <Button component={Link} to={SIGN_IN_PATH} fullWidth size="md" data-testid="reset-sign-in">
                {t('accounts.forgot.signIn')}
              </Button>
            </Stack>
          ) : !sent ? (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void askForCode();
              }}
            >
              <Stack gap="md">
                <Text size="sm" c="dimmed">
                  {t('accounts.forgot.intro')}
                </Text>
                {forgot.isError && (
                  <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                    {problemText(forgot.error, t('accounts.forgot.failed'))}
                  </Alert>
                )}
                <TextInput
                  label={t('accounts.forgot.username')}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  withAsterisk={false}
                  value={username}
                  onChange={(event) => setUsername(event.currentTarget.value)}
                  error={usernameError}
                  data-testid="forgot-username"
                />
                <Button type="submit" loading={forgot.isPending} fullWidth size="md" data-testid="forgot-send">
                  {t('accounts.forgot.send')}
                </Button>
              </Stack>
            </form>
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void setNewPassword();
              }}
            >
              <Stack gap="md">
                <Alert color="blue" variant="light" role="status" title={t('accounts.forgot.sentTitle')}>
                  {t('accounts.forgot.sent', { minutes: Math.round(sent.expires_in / 60) })}
                </Alert>
                {sent.otp && (
                  <Text size="sm" c="dimmed" data-testid="forgot-demo-code">
                    {t('accounts.forgot.demoCode', { otp: sent.otp })}
                  </Text>
                )}
                {reset.isError && !isApiError(reset.error) && (
                  <Alert color="red" variant="light" role="alert">
                    {t('accounts.forgot.failed')}
                  </Alert>
                )}
                {reset.isError && isApiError(reset.error) && reset.error.fieldErrors.length === 0 && (
                  <Alert color="red" variant="light" role="alert">
                    {problemText(reset.error, t('accounts.forgot.failed'))}
                  </Alert>
                )}
                <CodeInput
                  label={t('accounts.forgot.code')}
                  value={code}
                  onChange={setCode}
                  error={codeError}
                  testId="forgot-code"
                />
                <NewPasswordFields
                  values={password}
                  onChange={setPassword}
                  errors={passwordErrors}
                  labels={{ password: t('accounts.forgot.newPassword'), confirm: t('accounts.forgot.confirmPassword') }}
                />
                <Button type="submit" loading={reset.isPending} fullWidth size="md" data-testid="reset-submit">
                  {t('accounts.forgot.reset')}
                </Button>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => {
                    setSent(null);
                    setCode('');
                    forgot.reset();
                    reset.reset();
                  }}
                >
                  {t('accounts.forgot.startAgain')}
                </Anchor>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </>
  );
}
