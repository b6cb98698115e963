import { callingCodeOf, digitsOnly } from '@esc/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import './account-fields.strings';
import { countryOptions, DEFAULT_COUNTRY } from './countries';

export interface MobileFieldProps {
  country: string;
  onCountryChange: (country: string) => void;
  mobile: string;
  onMobileChange: (mobile: string) => void;
  onMobileBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * Country (with its dialling code) and mobile number. The number takes digits only (the key
 * filter of spec 002 §5.5); the code shows beside it and is added by the server's phone helper.
 */
export function MobileField({
  country,
  onCountryChange,
  mobile,
  onMobileChange,
  onMobileBlur,
  error,
  disabled,
}: MobileFieldProps) {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const code = callingCodeOf(country) ?? '';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Select
        label={t('accountFields.country')}
        data={options.map(({ value, label }) => ({ value, label }))}
        value={country}
        onChange={(value) => onCountryChange(value ?? DEFAULT_COUNTRY)}
        allowDeselect={false}
        searchable
        disabled={disabled}
        autoComplete="country"
        data-testid="sign-up-country"
      />
      <TextInput
        label={t('accountFields.mobile')}
        description={t('accountFields.mobileHint', { code })}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        leftSection={<span aria-hidden>{code}</span>}
        leftSectionWidth={code.length * 10 + 16}
        value={mobile}
        onChange={(event) => onMobileChange(digitsOnly(event.currentTarget.value))}
        onBlur={onMobileBlur}
        error={error}
        disabled={disabled}
        required
        withAsterisk={false}
        data-path="mobile"
        data-testid="sign-up-mobile"
      />
    </SimpleGrid>
  );
}
