import { isLanguageCode, LANGUAGE_LIST, type LanguageCode } from '@esc/contracts/languages';
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { switchLanguage } from '../../lib/language';
import './language-picker.strings';

interface LanguagePickerProps {
  /** After the screens switched: the profile keeps the choice on the server. */
  onChosen?: (language: LanguageCode) => void;
  size?: NativeSelectProps['size'];
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
    // The phone's own list (a native select): familiar, accessible, and light on the first screen.
    <NativeSelect
      label={hiddenLabel ? undefined : t('languagePicker.label')}
      aria-label={t('languagePicker.label')}
      value={i18n.language}
      onChange={(event) => void choose(event.currentTarget.value)}
      leftSection={<IconLanguage size={16} aria-hidden />}
      size={size}
      w={hiddenLabel ? 130 : undefined}
      maw={320}
      error={failed ? t('languagePicker.failed') : undefined}
      data-testid="language-picker"
    >
      {/* Each language by its own name in its own script: the name its reader looks for. */}
      {LANGUAGE_LIST.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.name}
        </option>
      ))}
    </NativeSelect>
  );
}
