import type { Catalogue } from '../catalogue-types.js';
import type { attendance as english } from './attendance.errors.js';

export const attendance: Catalogue<typeof english> = {
  saveRegisterFirst: 'پہلے حاضری رجسٹر محفوظ کریں: یہ اطلاع رجسٹر میں غیر حاضر درج طلبہ کے سرپرستوں کو جاتی ہے۔',
  registerClosed:
    '{{date, day}} کا حاضری رجسٹر اب بدلا نہیں جا سکتا: رجسٹر اسی دن بھرا اور بدلا جاتا ہے، اور آج {{today, day}} ہے۔',
  noticeNotToday:
    '{{date, day}} کے لیے غیر حاضری کی اطلاع نہیں بھیجی جا سکتی: یہ اطلاع رجسٹر کے دن ہی جاتی ہے، اور آج {{today, day}} ہے۔',
  markIdReused: 'یہ تبدیلی پہلے ہی کسی اور رجسٹر میں محفوظ ہو چکی ہے۔ براہ کرم رجسٹر دوبارہ محفوظ کریں۔',
  markIdReusedField: 'کسی اور رجسٹر کے لیے استعمال ہو چکا ہے',
  noRegisterToday: 'آج کا رجسٹر ابھی محفوظ نہیں ہوا',
  notStaff: 'آپ کسی اسکول کے عملے میں شامل نہیں ہیں۔',
  endBeforeStart: 'آخری تاریخ شروع کی تاریخ سے پہلے کی نہیں ہو سکتی۔',
  rangeTooLong_one: 'آخری تاریخ شروع کی تاریخ سے {{count, number}} دن کے اندر ہونی چاہیے۔',
  rangeTooLong_other: 'آخری تاریخ شروع کی تاریخ سے {{count, number}} دنوں کے اندر ہونی چاہیے۔',
  notSectionsSchool: 'دیا گیا اسکول اس سیکشن کا اسکول نہیں ہے۔',
  notSectionsBoard: 'دیا گیا بورڈ اس سیکشن کا بورڈ نہیں ہے۔',
  notSectionsClass: 'دی گئی جماعت اس سیکشن کی جماعت نہیں ہے۔',
  notLearnerOfSection: 'درج کیے گئے طلبہ میں سے ایک اس سیکشن کا طالب علم نہیں ہے۔',
  notLearnerOfSectionField: 'اس سیکشن کا طالب علم نہیں ہے',
  markedTwice: 'ایک طالب علم کی حاضری دو بار درج ہے: ہر طالب علم کی حاضری ایک بار درج کریں۔',
  markedTwiceField: 'دو بار درج ہے',
  settingsAdminOnly: 'اسکول کی حاضری کی ترتیبات صرف اسکول ایڈمن بدل سکتا ہے۔',
};
