import type { Catalogue } from '../catalogue-types.js';
import type { learning as english } from './learning.errors.js';

export const learning: Catalogue<typeof english> = {
  recordedLectureNotFound: 'এই রেকর্ড করা লেকচারটি পাওয়া যায়নি।',
  itemRequired: '{{field}}: দরকার (প্রশ্নপত্রের অগ্রগতির জন্য {{paperField}})।',
  eventKeyDiffers: '{{field}} আর {{header}} হেডার আলাদা; দুটির মধ্যে একটিই পাঠান।',
  sourceInvalid: '{{field}}: 1, 2, 3 বা 4 দিন।',
  mediaTimeFormat: "{{field}}: '{{format}}' আকারে দিন, সর্বাধিক {{hours, number}} ঘণ্টা।",
  idsRequired: '{{field}} বা {{listField}}-এর একটি দরকার।',
  idsBetween: '{{field}}: 1 থেকে {{max, number}} পর্যন্ত আইডি দিন।',
  packageEnded: 'আপনার প্যাকেজ {{endedOn, day}}-এ শেষ হয়েছে; সেই তারিখের পরের কাজ সেভ হয়নি।',
  madeAfterEnd: '{{field}}: প্যাকেজ শেষ হওয়ার ({{endedOn}}) পরের সময়।',
};
