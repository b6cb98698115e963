import type { Catalogue } from '../../lib/catalogue';
import type { LanguagePickerStrings } from './language-picker.strings';

const hi: Catalogue<LanguagePickerStrings> = {
  languagePicker: {
    label: 'भाषा',
    failed: 'यह भाषा लोड नहीं हो सकी। अपना कनेक्शन देखें और फिर से कोशिश करें।',
    nativeDigits: 'संख्याएँ देवनागरी अंकों में लिखें (१२३)',
  },
};
export default hi;
