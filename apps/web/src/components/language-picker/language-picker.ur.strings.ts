import type { Catalogue } from '../../lib/catalogue';
import type { LanguagePickerStrings } from './language-picker.strings';

const ur: Catalogue<LanguagePickerStrings> = {
  languagePicker: {
    label: 'زبان',
    failed: 'یہ زبان لوڈ نہیں ہو سکی۔ اپنا کنکشن دیکھیں اور دوبارہ کوشش کریں۔',
    nativeDigits: 'نمبر دیوناگری ہندسوں میں لکھیں (१२३)',
  },
};
export default ur;
