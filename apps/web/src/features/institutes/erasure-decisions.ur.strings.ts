import type { Catalogue } from '../../lib/catalogue';
import type { ErasureDecisionsStrings } from './erasure-decisions.strings';

const ur: Catalogue<ErasureDecisionsStrings> = {
  erasureDecisions: {
    title: 'اکاؤنٹ حذف کرنے کی درخواستیں',
    loadError: 'ہم اکاؤنٹ حذف کرنے کی درخواستیں لوڈ نہیں کر سکے۔',
    none: 'کسی نے اپنا اکاؤنٹ حذف کرنے کی درخواست نہیں کی۔',
    due: 'آپ کے فیصلے کی منتظر، {{date}} تک۔',
    reason: 'ان کی وجہ: {{reason}}',
    refusal: 'نامنظور: {{reason}}',
    refusalLabel: 'آپ کیوں نامنظور کرتے ہیں (وہ اسے پڑھیں گے)',
    approve: 'منظور کریں اور حذف کریں',
    refuse: 'نامنظور کریں',
    grounds: {
      consent_withdrawn:
        'درخواست کے بغیر حذف کیا گیا: ایک سرپرست نے اس بچے کے لیے اپنی رضامندی واپس لے لی، اور 30 دن میں کسی سرپرست نے دوبارہ رضامندی نہیں دی۔',
      consent_refused:
        'درخواست کے بغیر حذف کیا گیا: ایک سرپرست نے اس بچے کے لیے رضامندی دینے سے انکار کیا، اور 30 دن میں کسی سرپرست نے رضامندی نہیں دی۔',
    },
    state: {
      refused: 'نامنظور۔',
      erasing: 'حذف کیا جا رہا ہے۔',
      erased: 'حذف ہو گیا۔',
    },
  },
};
export default ur;
