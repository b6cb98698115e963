import { PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import './account-fields.strings';

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/** A new password typed twice, with the rule beside it (the server checks it too). */
export function NewPasswordFields({
  values,
  onChange,
  errors,
  labels,
}: {
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  errors: Partial<Record<keyof NewPasswordValues, string | null>>;
  labels: { password: string; confirm: string };
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PasswordInput
        label={labels.password}
        description={t('accountFields.passwordHint')}
        autoComplete="new-password"
        required
        withAsterisk={false}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': t('accountFields.showPassword') }}
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.currentTarget.value })}
        error={errors.password}
        data-testid="new-password"
      />
      <PasswordInput
        label={labels.confirm}
        autoComplete="new-password"
        required
        withAsterisk={false}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': t('accountFields.showPassword') }}
        value={values.confirm}
        onChange={(event) => onChange({ ...values, confirm: event.currentTarget.value })}
        error={errors.confirm}
        data-testid="new-password-confirm"
      />
    </Stack>
  );
}
