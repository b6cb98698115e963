import type { Catalogue } from '../../lib/catalogue';
import type { LanguagePickerStrings } from './language-picker.strings';

const ta: Catalogue<LanguagePickerStrings> = {
  languagePicker: {
    label: 'மொழி',
    failed: 'இந்த மொழியை ஏற்ற முடியவில்லை. இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
    nativeDigits: 'எண்களைத் தேவநாகரி இலக்கங்களில் எழுதவும் (१२३)',
  },
};
export default ta;
