import type { Catalogue } from '../catalogue-types.js';
import type { notifications as english } from './notifications.errors.js';

export const notifications: Catalogue<typeof english> = {
  streamTicketUsed: 'یہ اسٹریم ٹکٹ پہلے ہی استعمال ہو چکا ہے۔ نیا ٹکٹ مانگیں۔',
  streamTicketInvalid: 'یہ اسٹریم ٹکٹ درست نہیں ہے۔ نیا ٹکٹ مانگیں۔',
  subscriptionMissing: 'اطلاعات چالو کرنے کے لیے براؤزر کی سبسکرپشن کی معلومات بھیجیں۔',
  pushServiceUnsupported: {
    message: 'اس براؤزر کی پُش سروس کی سہولت نہیں ہے۔',
    field: 'جانی پہچانی پُش سروس نہیں ہے',
  },
  tooManyBrowsers:
    'بہت زیادہ براؤزروں پر پُش اطلاعات چالو ہیں۔ جو براؤزر آپ اب استعمال نہیں کرتے، اس پر انہیں بند کریں۔',
  subscriptionOfAnother: 'اس براؤزر کی پُش سبسکرپشن کسی دوسرے اکاؤنٹ کی ہے۔',
  endpointRequired: {
    message: '{{field}}: بند کرنے کے لیے یہ ضروری ہے۔',
    field: 'بند کرنے کے لیے ضروری ہے',
  },
  ownOnly: 'آپ صرف اپنی اطلاعات دیکھ سکتے ہیں۔',
  noEmail: 'یہ سرور ابھی ای میل نہیں بھیج سکتا۔ اپنا موبائل نمبر استعمال کریں، یا اپنے اسکول سے پوچھیں۔',
  noSms: 'یہ سرور ابھی ایس ایم ایس نہیں بھیج سکتا۔ اپنا ای میل استعمال کریں، یا اپنے اسکول سے پوچھیں۔',
  notSent: 'ہم ابھی پیغام نہیں بھیج سکے۔ براہِ کرم چند منٹ بعد دوبارہ کوشش کریں۔',
};
