import type { Catalogue } from '../catalogue-types.js';
import type { attendance as english } from './attendance.errors.js';

export const attendance: Catalogue<typeof english> = {
  saveRegisterFirst: 'پہلے حاضری رجسٹر محفوظ کریں: یہ اطلاع رجسٹر میں غیر حاضر درج طلبہ کے سرپرستوں کو جاتی ہے۔',
  registerClosed:
    '{{date, day}} کا حاضری رجسٹر اب بدلا نہیں جا سکتا: رجسٹر اسی دن بھرا اور بدلا جاتا ہے، اور آج {{today, day}} ہے۔',
  noticeNotToday:
    '{{date, day}} کے لیے غیر حاضری کی اطلاع نہیں بھیجی جا سکتی: یہ اطلاع رجسٹر کے دن ہی جاتی ہے، اور آج {{today, day}} ہے۔',
  markIdReused: 'یہ تبدیلی پہلے ہی کسی اور رجسٹر میں محفوظ ہو چکی ہے۔ براہ کرم رجسٹر دوبارہ محفوظ کریں۔',
};
