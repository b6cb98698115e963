import type { Catalogue } from '../../lib/catalogue';
import type { ChildConsentStrings } from './child-consent.strings';

const ur: Catalogue<ChildConsentStrings> = {
  childConsent: {
    title: 'آپ کے بچوں کے لیے رضامندی',
    intro:
      'آپ نے رضامندی دی ہے کہ ESC+ ان بچوں کی پڑھائی کا ریکارڈ رکھ سکتا ہے۔ رضامندی واپس لینے پر ان کی پڑھائی فوراً رک جائے گی، وہ سائن آؤٹ ہو جائیں گے، اور 30 دن بعد ان کا ڈیٹا مٹا دیا جائے گا۔',
    given: 'آپ نے {{date}} کو رضامندی دی (نوٹس {{version}})۔',
    withdraw: '{{name}} کے لیے رضامندی واپس لیں',
    confirm: 'واپس لیں؟ جب تک کوئی سرپرست دوبارہ رضامندی نہ دے، {{name}} یہاں پڑھ نہیں سکیں گے۔',
    confirmYes: 'ہاں، واپس لیں',
    cancel: 'رہنے دیں',
    withdrawn: '{{date}} کو واپس لی گئی۔ {{name}} کا ڈیٹا {{erase}} کے بعد مٹا دیا جائے گا۔',
    failed: 'ہم رضامندی واپس نہیں لے سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
  },
};
export default ur;
