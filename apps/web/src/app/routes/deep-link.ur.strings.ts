import type { Catalogue } from '../../lib/catalogue';
import type { DeepLinkStrings } from './deep-link.strings';

const ur: Catalogue<DeepLinkStrings> = {
  deepLink: {
    opened: 'آپ کے لنک سے کھولا گیا۔',
    title: 'یہ لنک یہاں نہیں کھل سکتا',
    reason: {
      'sign-in': 'یہ لنک آپ کی اپنی پڑھائی کھولتا ہے۔ پہلے سائن اِن کریں، پھر لنک دوبارہ کھولیں۔',
      'learners-only':
        'یہ لنک طالب علم کی پڑھائی، مشق یا ٹیسٹ کھولتا ہے۔ عملے کے اکاؤنٹ میں یہ نہیں ہوتے؛ آپ کی کلاسیں آپ کے ڈیش بورڈ پر ہیں۔',
      'for-the-learner':
        'یہ لنک آپ کے بچے کے لیے ہے کہ وہ اپنے اکاؤنٹ میں کھولے۔ آپ اپنے ڈیش بورڈ سے اس کا ہوم ورک، ٹیسٹ اور مشق دیکھ سکتے ہیں۔',
      'unknown-link': 'ہم اس لنک کو نہیں پہچانتے۔ شاید یہ پرانا یا ادھورا ہے۔',
    },
    way: { 'sign-in': 'سائن اِن', dashboard: 'میرے ڈیش بورڈ پر جائیں', home: 'شروع پر جائیں' },
  },
};
export default ur;
