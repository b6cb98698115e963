import type { Catalogue } from '../catalogue-types.js';
import type { recordings as english } from './recordings.errors.js';

export const recordings: Catalogue<typeof english> = {
  noRecording: 'یہ ریکارڈ شدہ لیکچر نہیں ملا۔',
  classMissing: 'بتائیں کہ یہ ریکارڈنگ کس گزری ہوئی کلاس کی ہے۔',
  cancelledClass: 'منسوخ شدہ کلاس کی کوئی ریکارڈنگ نہیں ہوتی۔',
  notOver: 'ریکارڈنگ کلاس ختم ہونے کے بعد ہی جوڑی جاتی ہے۔',
  videoMissing: 'ریکارڈنگ کا اپ لوڈ کیا گیا ویڈیو بتائیں۔',
  videoFixed: 'ریکارڈنگ کا ویڈیو بدلا نہیں جا سکتا: نیا ویڈیو نئی ریکارڈنگ کے طور پر جوڑیں اور اسے ہٹائیں۔',
  fileKeyInvalid: 'فائل کی شناخت درست نہیں ہے۔',
  fileNotOfSchool: 'فائل اس اسکول کے لیے اپ لوڈ کی گئی ہونی چاہیے۔',
  fileNotUploaded: 'یہ فائل اسکول کی اپ لوڈ کی گئی فائلوں میں نہیں ہے۔',
  notesNotPdf: 'تحریری نوٹ {{format}} فائل میں ہونے چاہییں۔',
  videoNotMp4: 'ویڈیو {{format}} ویڈیو ہونا چاہیے۔',
  videoFailed: 'یہ ویڈیو تیار نہیں ہو سکا: اسے دوبارہ اپ لوڈ کریں۔',
  fileNotStored: 'یہ فائل محفوظ شدہ حالت میں نہیں ملی۔',
  durationRange: 'ریکارڈنگ کی لمبائی 1 سے {{max, number}} سیکنڈ کے درمیان ہونی چاہیے۔',
  noteIdsNotWhole: 'مطالعے کے نوٹ ان کے شناختی نمبروں (پورے اعداد) سے بتائیں۔',
  noteIdsCount: '1 سے {{max, number}} تک مطالعے کے نوٹ بتائیں۔',
  onlyTeachersChange: 'اس کلاس کی ریکارڈنگز صرف کلاس لینے والے استاد، کلاس بنانے والا شخص یا اسکول ایڈمن بدل سکتے ہیں۔',
};
