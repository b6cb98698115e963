import type { Catalogue } from '../catalogue-types.js';
import type { learning as english } from './learning.errors.js';

export const learning: Catalogue<typeof english> = {
  recordedLectureNotFound: 'یہ ریکارڈ شدہ لیکچر نہیں ملا۔',
  itemRequired: '{{field}}: ضروری ہے (پرچے کی پیش رفت کے لیے {{paperField}})۔',
  eventKeyDiffers: '{{field}} اور {{header}} ہیڈر الگ الگ ہیں؛ دونوں میں سے ایک ہی بھیجیں۔',
  sourceInvalid: '{{field}}: 1، 2، 3 یا 4 دیں۔',
  mediaTimeFormat: "{{field}}: '{{format}}' کی شکل میں دیں، زیادہ سے زیادہ {{hours, number}} گھنٹے۔",
  idsRequired: '{{field}} یا {{listField}} میں سے ایک ضروری ہے۔',
  idsBetween: '{{field}}: 1 سے {{max, number}} تک آئی ڈی دیں۔',
  packageEnded: 'آپ کا پیکیج {{endedOn, day}} کو ختم ہو گیا تھا؛ اس تاریخ کے بعد کا کام محفوظ نہیں ہوا۔',
  madeAfterEnd: '{{field}}: پیکیج ختم ہونے ({{endedOn}}) کے بعد کا وقت۔',
};
