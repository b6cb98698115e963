import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Navigate, useSearchParams } from 'react-router';
import { NewPasswordFields, newPasswordProblems, type NewPasswordValues } from '../../../components/account-fields';
import { LoadingWrapper } from '../../../components/loading-wrapper/loading-wrapper.component';
import { PageTitle } from '../../../components/page-title.component';
import { isApiError, NO_ANSWER } from '../../../lib/api-error';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { isGuestSession, useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useAcceptInvitation } from '../api/accept-invitation.api';
import { postSignInPath } from '../utils/post-sign-in-path';
import '../../../components/account-fields/accounts.strings';

function LandingRedirect() {
  const profile = useCurrentProfile();
  if (!profile.data) return <LoadingWrapper />;
  return <Navigate to={postSignInPath(profile.data, null)} replace />;
}

/**
 * /accept-invitation?code=...: a person a school imported sets their password with the
 * one-time invitation code, and is signed in.
 */
export function AcceptInvitationRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const accept = useAcceptInvitation();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [password, setPassword] = useState<NewPasswordValues>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof NewPasswordValues, string | null>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  if (session && !isGuestSession(session)) return <LandingRedirect />;

  const submit = async () => {
    const problems = newPasswordProblems(password);
    const missing = code.trim() ? null : t('accounts.invitation.codeRequired');
    setCodeError(missing);
    setErrors({
      password: problems.password && t(problems.password),
      confirm: problems.confirm && t(problems.confirm),
    });
    setProblem(null);
    if (missing || problems.password || problems.confirm) return;
    try {
      const data = await accept.mutateAsync({ code: code.trim(), password: password.password });
      showToast({ message: t('accounts.invitation.welcome', { name: data.profile.first_name }), tone: 'success' });
    } catch (error) {
      if (!isApiError(error)) return setProblem(t('accounts.invitation.failed'));
      const byField = Object.fromEntries(error.fieldErrors.map((f) => [f.field, f.message]));
      if (byField.code) setCodeError(byField.code);
      if (byField.password) setErrors((prev) => ({ ...prev, password: byField.password }));
      if (!byField.code && !byField.password)
        setProblem(error.status !== NO_ANSWER && error.status < 500 ? error.message : t('accounts.invitation.failed'));
    }
  };

  return (
    <>
      <PageTitle page={t('accounts.invitation.title')} />
      <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <Title order={1} size="h2">
              {t('accounts.invitation.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('accounts.invitation.intro')}
            </Text>
            {problem && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {problem}
              </Alert>
            )}
            <TextInput
              label={t('accounts.invitation.code')}
              description={t('accounts.invitation.codeHint')}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              required
              withAsterisk={false}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={codeError}
              data-testid="invitation-code"
            />
            <NewPasswordFields
              values={password}
              onChange={setPassword}
              errors={errors}
              labels={{
                password: t('accounts.invitation.password'),
                confirm: t('accounts.invitation.confirmPassword'),
              }}
            />
            <Button type="submit" loading={accept.isPending} fullWidth size="md" data-testid="invitation-submit">
              {t('accounts.invitation.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
