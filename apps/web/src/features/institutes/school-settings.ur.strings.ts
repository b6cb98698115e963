import type { Catalogue } from '../../lib/catalogue';
import type { SchoolSettingsStrings } from './school-settings.strings';

const ur: Catalogue<SchoolSettingsStrings> = {
  schoolSettings: {
    title: 'اسکول کی سیٹنگز',
    language: 'پیغامات کی زبان',
    languageHint:
      'اطلاعات، ای میل اور SMS آپ کے اسکول کے لوگوں کو اسی زبان میں ملیں گے، جب تک انہوں نے اپنی زبان نہ چنی ہو۔',
    staffContact: 'طلبہ اور سرپرست اساتذہ کا ذاتی ای میل اور موبائل دیکھ سکیں',
    save: 'سیٹنگز محفوظ کریں',
    saved: 'اسکول کی سیٹنگز محفوظ ہو گئیں۔',
    failed: 'ہم اسکول کی سیٹنگز محفوظ نہیں کر سکے۔ دوبارہ کوشش کریں۔',
    loadError: 'ہم اسکول کی سیٹنگز لوڈ نہیں کر سکے۔',
  },
};

export default ur;
