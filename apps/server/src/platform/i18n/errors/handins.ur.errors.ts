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
};
