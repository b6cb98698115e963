import type { Catalogue } from '../catalogue-types.js';
import type { privacy as english } from './privacy.errors.js';

export const privacy: Catalogue<typeof english> = {
  dailyLimit:
    'آپ ایک دن میں اپنے ڈیٹا کی زیادہ سے زیادہ {{max, number}} نقلیں مانگ سکتے ہیں۔ براہ کرم کل دوبارہ مانگیں۔',
  exportNotFound: 'آپ کے ڈیٹا کی ایسی کوئی نقل نہیں ہے۔',
  notReady: 'آپ کے ڈیٹا کی یہ نقل ابھی بن رہی ہے۔ تیار ہونے پر اسے ڈاؤن لوڈ کریں۔',
  expired: 'آپ کے ڈیٹا کی اس نقل کا لنک ختم ہو گیا ہے اور فائل حذف کر دی گئی ہے۔ نئی نقل مانگیں۔',
  erasureNotFound: 'مٹانے کی ایسی کوئی درخواست نہیں ہے۔',
  erasureAdminOnly: 'اسکول کے لوگوں کی مٹانے کی درخواستوں کا فیصلہ صرف اسکول کے ایڈمن کرتے ہیں۔',
  refusalNeedsReason: 'بتائیں کہ درخواست کیوں نامنظور کی گئی: وہ شخص اسے پڑھے گا۔',
  erasureDecided: 'مٹانے کی اس درخواست کا فیصلہ پہلے ہی ہو چکا ہے۔',
  personNotFound: 'ایسا کوئی شخص نہیں ہے۔',
  schoolExportAdminOnly: 'اسکول کا ڈیٹا صرف اسکول کے ایڈمن ہی نکال سکتے ہیں۔',
  schoolExportNotFound: 'اسکول کے ڈیٹا کی ایسی کوئی برآمد نہیں ہے۔',
  schoolExportNotReady: 'اسکول کے ڈیٹا کی یہ برآمد ابھی بن رہی ہے۔ تیار ہونے پر اسے ڈاؤن لوڈ کریں۔',
  schoolExportExpired: 'اسکول کے ڈیٹا کی اس برآمد کا لنک ختم ہو گیا ہے اور فائل حذف کر دی گئی ہے۔ نئی برآمد مانگیں۔',
};
