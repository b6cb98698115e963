import type { Catalogue } from '../catalogue-types.js';
import type { doubts as english } from './doubts.errors.js';

export const doubts: Catalogue<typeof english> = {
  noTeacher: 'آپ کے سیکشن میں ابھی کوئی استاد یہ مضمون نہیں پڑھاتا، اس لیے کوئی جواب نہیں دے سکے گا۔',
  resultNotOut: 'ٹیسٹ کا نتیجہ آنے کے بعد اس سوال کے بارے میں پوچھیں۔',
  testOpen: 'یہ سوال ایک ایسے ٹیسٹ میں ہے جو ابھی جاری ہے۔ ٹیسٹ بند ہونے کے بعد پوچھیں۔',
  onlyLearner: 'ڈاؤٹ صرف طلبہ پوچھتے ہیں؛ سرپرست اور اساتذہ انہیں پڑھتے ہیں۔',
};
