import type { Catalogue } from '../catalogue-types.js';
import type { catalogue as english } from './catalogue.errors.js';

export const catalogue: Catalogue<typeof english> = {
  nodeNotFound: 'نصاب کا یہ حصہ نہیں ملا۔',
  contentNotFound: 'یہ مواد نہیں ملا۔',
  bookNotFound: 'اس کوڈ کی کوئی کتاب نہیں ملی۔',
  paperNotFound: 'یہ پرچہ نہیں ملا۔',
  customSubjectNotFound: 'اسکول کا یہ اپنا مضمون نہیں ملا۔',
  contentChanged: 'اس دوران یہ مواد بدل گیا ہے (ورژن {{version}})۔ صفحہ دوبارہ لوڈ کریں اور پھر کوشش کریں۔',
  tagOfAnotherTag: 'ٹیگ کی یہ قدر کسی دوسرے ٹیگ کی ہے۔',
  tagsAreGlobal: 'ٹیگ پورے کیٹلاگ میں مشترک ہیں: انہیں صرف پلیٹ فارم کے ایڈیٹر بدلتے ہیں۔',
  platformEditorsOnly: 'پلیٹ فارم کی فہرستِ مواد صرف پلیٹ فارم کے مدیر بدل سکتے ہیں۔',
};
