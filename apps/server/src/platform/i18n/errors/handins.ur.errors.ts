import type { Catalogue } from '../catalogue-types.js';
import type { handins as english } from './handins.errors.js';

export const handins: Catalogue<typeof english> = {
  learnerOnly: 'طالب علم اپنا کام خود جمع کرتا ہے۔',
  alreadyHandedIn: 'یہ کام پہلے ہی جمع ہو چکا ہے: استاد کے کہنے پر اسے دوبارہ جمع کیا جا سکتا ہے۔',
  alreadyMarked: 'اس کام کو پہلے ہی نمبر دیے جا چکے ہیں (واپس کیا گیا یا دوبارہ مانگا گیا): اسے واپس نہیں لیا جا سکتا۔',
  noHandin: 'اس کام میں کچھ جمع نہیں کرنا ہے۔',
  takenBack: 'طالب علم نے یہ کام واپس لے لیا ہے: اب یہ نمبروں کا انتظار نہیں کر رہا۔',
  askedAgain: 'یہ کام دوبارہ مانگا گیا تھا: طالب علم کے نئے جمع کیے گئے کام کو نمبر دیں۔',
  changed: 'اس دوران یہ کام بدل گیا ہے: اسے دوبارہ کھولیں۔',
  noTask: 'ہوم ورک کا یہ کام نہیں ملا۔',
  noHandinFound: 'یہ جمع کیا گیا کام نہیں ملا۔',
  notTaught: 'آپ ان سیکشنوں میں سے کسی کو نہیں پڑھاتے جنہیں یہ ہوم ورک دیا گیا تھا۔',
  maxMarksRequired: '{{field}}: جب کام جمع کرنا ہو تو کل نمبر لکھیں۔',
  marksRequired: '{{field}}: کام واپس کرنے کے لیے نمبر لکھیں۔',
  wholeNumber: '{{field}}: پورا عدد لکھیں۔',
  maxMarksRange: '{{field}}: 1 سے {{max, number}} تک کا عدد لکھیں۔',
  notNumber: '{{field}}: عدد لکھیں۔',
  marksRange: '{{field}}: 0 سے {{max, number}} تک نمبر لکھیں۔',
  wholeOrHalf: '{{field}}: پورے یا آدھے نمبر ہی دیں۔',
  markedFileImage: '{{field}}: اسکول کے لیے اپ لوڈ کی گئی کوئی تصویر چنیں۔',
  fileYours: '{{field}}: اس کام کے لیے آپ کی اپ لوڈ کی ہوئی فائل چنیں۔',
  idUsed: '{{field}}: یہ پہلے ہی استعمال ہو چکا ہے۔',
  handInSomething: 'تصویریں، پی ڈی ایف یا ٹائپ کیا ہوا جواب جمع کریں۔',
  onlySectionTeachersMark: 'اس کام کو صرف طالب علم کے سیکشن کے اساتذہ ہی جانچ سکتے ہیں۔',
};
