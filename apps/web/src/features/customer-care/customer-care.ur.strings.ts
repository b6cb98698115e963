import type { Catalogue } from '../../lib/catalogue';
import type { CustomerCareStrings } from './customer-care.strings';

const ur: Catalogue<CustomerCareStrings> = {
  customerCare: {
    title: 'کسٹمر کیئر',
    intro: 'اپنے اکاؤنٹ، اپنے پیکیج یا ESC+ کے بارے میں کوئی سوال؟ ہماری ٹیم مدد کے لیے حاضر ہے۔',
    introSchool: '{{school}} میں اپنے اکاؤنٹ یا ESC+ کے بارے میں کوئی سوال؟ ہماری ٹیم مدد کے لیے حاضر ہے۔',
    introNoSchool: 'آپ کا اکاؤنٹ ابھی کسی اسکول سے منسلک نہیں۔ ہماری ٹیم شروعات میں آپ کی مدد کر سکتی ہے۔',
    emailLabel: 'ای میل',
    phoneLabel: 'فون',
    hours: 'ہم پیر سے ہفتہ، 9:00 سے 18:00 IST تک جواب دیتے ہیں۔',
    grievanceLink: 'اپنے یا اپنے بچے کے ڈیٹا کے استعمال سے مطمئن نہیں؟ شکایت درج کریں',
  },
};
export default ur;
