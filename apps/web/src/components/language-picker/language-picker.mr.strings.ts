import type { Catalogue } from '../../lib/catalogue';
import type { LanguagePickerStrings } from './language-picker.strings';

const mr: Catalogue<LanguagePickerStrings> = {
  languagePicker: {
    label: 'भाषा',
    failed: 'ही भाषा लोड होऊ शकली नाही. तुमचे कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
    nativeDigits: 'संख्या देवनागरी अंकांत लिहा (१२३)',
  },
};
export default mr;
