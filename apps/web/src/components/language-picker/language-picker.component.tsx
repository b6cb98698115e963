import { isLanguageCode, LANGUAGE_LIST, type LanguageCode } from '@esc/contracts/languages';
import { Select, type SelectProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../lib/language';
import './language-picker.strings';

// Each language by its own name in its own script: the name its reader looks for.
const OPTIONS = LANGUAGE_LIST.map((l) => ({ value: l.code, label: l.name }));

interface LanguagePickerProps {
  /** After the screens switched: the profile keeps the choice on the server. */
  onChosen?: (language: LanguageCode) => void;
  size?: SelectProps['size'];
  /** Without a visible label (a header): the label is still read to screen readers. */
  hiddenLabel?: boolean;
}

/** Chooses the language of every screen, at once and without a reload; what is typed stays. */
export function LanguagePicker({ onChosen, size = 'sm', hiddenLabel = false }: LanguagePickerProps) {
  const { t, i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  const choose = async (value: string | null) => {
    if (!isLanguageCode(value)) return;
    try {
      setFailed(false);
      await switchLanguage(value);
      onChosen?.(value);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Select
      label={hiddenLabel ? undefined : t('languagePicker.label')}
      aria-label={t('languagePicker.label')}
      data={OPTIONS}
      value={i18n.language}
      onChange={(value) => void choose(value)}
      renderOption={({ option }) => <span lang={option.value}>{option.label}</span>}
      leftSection={<IconLanguage size={16} aria-hidden />}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      size={size}
      w={hiddenLabel ? 150 : undefined}
      maw={320}
      error={failed ? t('languagePicker.failed') : undefined}
      data-testid="language-picker"
    />
  );
}
