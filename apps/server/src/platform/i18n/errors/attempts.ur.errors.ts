import type { Catalogue } from '../catalogue-types.js';
import type { attempts as english } from './attempts.errors.js';

export const attempts: Catalogue<typeof english> = {
  learnersOnly: 'پرچہ صرف طلبہ حل کرتے ہیں۔',
  forYourself: 'آپ صرف اپنے لیے پرچہ حل کر سکتے ہیں۔',
  submittedAlready: 'آپ نے یہ پرچہ پہلے ہی جمع کر دیا ہے۔',
  notSubmitted: 'یہ کوشش ابھی جمع نہیں ہوئی۔',
  markingIdReused: 'یہ تبدیلی پہلے ہی کسی اور کوشش میں محفوظ ہو چکی ہے۔ براہ کرم نمبر دوبارہ محفوظ کریں۔',
  paperAttempted: 'اس پرچے کی کوشش ہو چکی ہے: اس کے سوال اب نہیں بدلے جا سکتے۔',
  paperAssigned: 'یہ پرچہ دیا جا چکا ہے: طلبہ کی کوششیں اور نتائج اس سے جڑے ہیں۔',
};
