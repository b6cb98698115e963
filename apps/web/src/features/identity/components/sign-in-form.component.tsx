import type { LoginBody } from '@esc/contracts';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLogin } from '../api/login.api';
import { signInProblem, type SignInProblem } from '../utils/sign-in-problem';
import { DemoAccounts } from './demo-accounts.component';

function ProblemMessage({ problem }: { problem: SignInProblem }) {
  const { t } = useTranslation();
  const label = (field: 'username' | 'password' | null, name: string) => (field ? t(`signIn.${field}`) : name);
  switch (problem.kind) {
    case 'credentials':
      return t('signIn.wrongCredentials');
    case 'rateLimited':
      // The server says how long to wait ("Please wait 40 seconds"); its words are the true ones.
      return problem.message ?? t('signIn.rateLimited');
    case 'busy':
      return problem.message ?? t('signIn.busy');
    case 'network':
      return t('signIn.network');
    case 'validation':
      return problem.fields.length === 0
        ? t('signIn.failed')
        : problem.fields
            .map((f) => t('signIn.fieldProblem', { field: label(f.field, f.name), message: f.message }))
            .join(' ');
    case 'other':
      return t('signIn.failed');
  }
}

/** username: filled in when switching to an account this device remembers (its password is still asked). */
export function SignInForm({ username = '' }: { username?: string } = {}) {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const submitRef = useRef<HTMLButtonElement>(null);
  const form = useForm<LoginBody>({
    mode: 'uncontrolled',
    initialValues: { username, password: '' },
    validate: {
      username: (value) => (value.trim() ? null : t('signIn.usernameRequired')),
      password: (value) => (value ? null : t('signIn.passwordRequired')),
    },
  });
  const problem = loginMutation.isError ? signInProblem(loginMutation.error) : null;

  const submit = form.onSubmit((values) => {
    loginMutation.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onError: (error) => {
          // Field messages from the server sit under the field they name, like the screen's own checks.
          const found = signInProblem(error);
          if (found.kind !== 'validation') return;
          for (const f of found.fields) if (f.field) form.setFieldError(f.field, f.message);
        },
      },
    );
  });

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {problem && (
            <Alert
              color="red"
              variant="light"
              title={t('signIn.errorTitle')}
              icon={<IconAlertCircle aria-hidden />}
              role="alert"
            >
              <ProblemMessage problem={problem} />
            </Alert>
          )}
          <TextInput
            label={t('signIn.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            // Both fields are required (aria-required); no asterisk, so the label reads exactly as named.
            required
            withAsterisk={false}
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t('signIn.password')}
            autoComplete="current-password"
            required
            withAsterisk={false}
            visibilityToggleFocusable
            // Mantine sets aria-pressed on the toggle; the name stays constant as the toggle pattern asks.
            visibilityToggleButtonProps={{ 'aria-label': t('signIn.showPassword') }}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button ref={submitRef} type="submit" loading={loginMutation.isPending} fullWidth size="md">
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
      <DemoAccounts
        onPick={(account) => {
          form.setValues(account);
          form.clearErrors();
          loginMutation.reset();
          submitRef.current?.focus();
        }}
      />
    </Stack>
  );
}
