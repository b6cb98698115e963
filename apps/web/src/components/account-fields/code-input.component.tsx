import { PinInput, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import './account-fields.strings';

/** A 6-digit one-time code, each digit named for screen readers; the error is read out. */
export function CodeInput({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <PinInput
        length={6}
        type="number"
        oneTimeCode
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        aria-labelledby={labelId}
        getInputProps={(index) => ({
          'aria-label': t('accountFields.codeDigit', { index: index + 1 }),
          ...(error ? { 'aria-describedby': errorId } : {}),
        })}
        data-testid={testId}
      />
      {error && (
        <Text id={errorId} size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
