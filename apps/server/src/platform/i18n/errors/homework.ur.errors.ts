import type { Catalogue } from '../catalogue-types.js';
import type { homework as english } from './homework.errors.js';

export const homework: Catalogue<typeof english> = {
  learnersComplete: 'ہوم ورک طلبہ ہی مکمل کرتے ہیں۔',
  watchFirst: 'یہ مواد پورا دیکھنے یا پڑھنے کے بعد ہی مکمل مانا جاتا ہے۔',
  notStarted: 'یہ ہوم ورک ابھی شروع نہیں ہوا۔',
  archived: 'محفوظ شدہ سیکھنے کی فہرست صرف پڑھی جا سکتی ہے۔',
  addItemFirst: 'سیکھنے کی فہرست شائع کرنے سے پہلے اس میں کوئی چیز شامل کریں۔',
};
