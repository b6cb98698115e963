import { languageInfo } from '@esc/contracts/languages';
import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { nativeDigitsChosen, setNativeDigits } from '../../../lib/digits';
import '../../../components/language-picker/language-picker.strings';

/**
 * For a language with digits of its own (Hindi, Marathi): numbers and dates in those digits
 * (१२३) instead of 0-9, on this device. Every screen redraws at once.
 */
export function NativeDigitsChoice() {
  const { t, i18n } = useTranslation();
  const [on, setOn] = useState(nativeDigitsChosen);
  if (!languageInfo(i18n.language).nativeDigits) return null;
  return (
    <Switch
      label={t('languagePicker.nativeDigits')}
      checked={on}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        setNativeDigits(checked);
        setOn(checked);
        // Screens format numbers when they draw: the same language, told again, redraws them all.
        i18n.emit('languageChanged', i18n.language);
      }}
      data-testid="native-digits"
    />
  );
}
