import type { Catalogue } from '../catalogue-types.js';
import type { doubts as english } from './doubts.errors.js';

export const doubts: Catalogue<typeof english> = {
  noTeacher: 'آپ کے سیکشن میں ابھی کوئی استاد یہ مضمون نہیں پڑھاتا، اس لیے کوئی جواب نہیں دے سکے گا۔',
  resultNotOut: 'ٹیسٹ کا نتیجہ آنے کے بعد اس سوال کے بارے میں پوچھیں۔',
  testOpen: 'یہ سوال ایک ایسے ٹیسٹ میں ہے جو ابھی جاری ہے۔ ٹیسٹ بند ہونے کے بعد پوچھیں۔',
  onlyLearner: 'ڈاؤٹ صرف طلبہ پوچھتے ہیں؛ سرپرست اور اساتذہ انہیں پڑھتے ہیں۔',
  requiredForKind: '{{field}}: اس طرح کے ڈاؤٹ کے لیے ضروری ہے۔',
  notInSubject: '{{field}}: کسی مضمون میں نہیں ہے۔',
  chapterNotFound: 'یہ باب نہیں ملا۔',
  attemptNotFound: 'یہ کوشش نہیں ملی۔',
  questionNotFound: 'یہ سوال نہیں ملا۔',
  emptyText: '{{field}}: کچھ لکھیں۔',
  photoNotYours: 'تصویر {{n, number}}: صرف اپنی اپ لوڈ کی ہوئی تصویر لگائیں۔',
  photoNotSchools: 'تصویر {{n, number}}: صرف اسکول کے لیے اپ لوڈ کی گئی تصویر لگائیں۔',
  contentNotSeen: 'یہ مواد طالب علم کے کیٹلاگ میں نہیں ہے۔',
  emptyAnswer: '{{field}}: کچھ لکھیں، یا کوئی تصویر یا مواد شامل کریں۔',
  notStaff: 'آپ کسی اسکول کے اسٹاف میں شامل نہیں ہیں۔',
  adminOnlySettings: 'اسکول کی ڈاؤٹ سیٹنگز صرف اسکول ایڈمن بدل سکتے ہیں۔',
};
