import { Alert, Button, Card, PasswordInput, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { NewPasswordFields, newPasswordProblems, type NewPasswordValues } from '../../../components/account-fields';
import { isApiError, NO_ANSWER } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { useChangePassword } from '../api/account-settings.api';
import '../../../components/account-fields/accounts.strings';

/** Change of password with the current one; other devices are signed out. */
export function ChangePassword() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState<NewPasswordValues>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<{ current?: string | null; password?: string | null; confirm?: string | null }>(
    {},
  );
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const problems = newPasswordProblems(next);
    const found = {
      current: current ? null : t('accounts.password.currentRequired'),
      password: problems.password && t(problems.password),
      confirm: problems.confirm && t(problems.confirm),
    };
    setErrors(found);
    setProblem(null);
    if (found.current || found.password || found.confirm) return;
    try {
      await change.mutateAsync({ current_password: current, new_password: next.password });
      setCurrent('');
      setNext({ password: '', confirm: '' });
      showToast({ message: t('accounts.password.changed'), tone: 'success' });
    } catch (error) {
      if (!isApiError(error)) return setProblem(t('accounts.password.failed'));
      const byField = Object.fromEntries(error.fieldErrors.map((f) => [f.field, f.message]));
      if (byField.current_password || byField.new_password) {
        setErrors({ current: byField.current_password ?? null, password: byField.new_password ?? null });
      } else {
        setProblem(error.status !== NO_ANSWER && error.status < 500 ? error.message : t('accounts.password.failed'));
      }
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="change-password-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md" maw={420}>
          <Title order={2} size="h3" id="change-password-title">
            {t('accounts.password.title')}
          </Title>
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <PasswordInput
            label={t('accounts.password.current')}
            autoComplete="current-password"
            required
            withAsterisk={false}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t('signUp.showPassword') }}
            value={current}
            onChange={(event) => setCurrent(event.currentTarget.value)}
            error={errors.current}
            data-testid="current-password"
          />
          <NewPasswordFields
            values={next}
            onChange={setNext}
            errors={{ password: errors.password, confirm: errors.confirm }}
            labels={{ password: t('accounts.password.new'), confirm: t('accounts.password.confirm') }}
          />
          <Button type="submit" loading={change.isPending} data-testid="change-password-submit">
            {t('accounts.password.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
