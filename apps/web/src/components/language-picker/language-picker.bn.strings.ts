import type { Catalogue } from '../../lib/catalogue';
import type { LanguagePickerStrings } from './language-picker.strings';

const bn: Catalogue<LanguagePickerStrings> = {
  languagePicker: {
    label: 'ভাষা',
    failed: 'এই ভাষাটি লোড করা গেল না। আপনার সংযোগ দেখে আবার চেষ্টা করুন।',
    nativeDigits: 'সংখ্যা দেবনাগরী অঙ্কে লিখুন (१२३)',
  },
};
export default bn;
