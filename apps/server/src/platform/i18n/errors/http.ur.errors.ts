import type { Catalogue } from '../catalogue-types.js';
import type { http as english } from './http.errors.js';

export const http: Catalogue<typeof english> = {
  invalidDay: {
    message: '{{field}}: یہ درست دن نہیں ہے۔',
    field: 'درست دن نہیں ہے',
  },
  nulText: {
    message: 'متن میں صفر حرف (یونیکوڈ 0000) نہیں ہو سکتا۔',
    field: 'اس میں صفر حرف (یونیکوڈ 0000) نہیں ہونا چاہیے',
  },
  noSuch: {
    section: 'یہ سیکشن موجود نہیں ہے۔',
    school: 'یہ اسکول موجود نہیں ہے۔',
    class: 'یہ جماعت موجود نہیں ہے۔',
    board: 'یہ بورڈ موجود نہیں ہے۔',
    subject: 'یہ مضمون موجود نہیں ہے۔',
    learnList: 'یہ سیکھنے کی فہرست موجود نہیں ہے۔',
    assignment: 'یہ دیا گیا ہوم ورک یا ٹیسٹ موجود نہیں ہے۔',
    handin: 'یہ جمع کیا گیا کام موجود نہیں ہے۔',
    lecture: 'یہ لیکچر موجود نہیں ہے۔',
    liveClass: 'یہ لائیو کلاس موجود نہیں ہے۔',
    recordedLecture: 'یہ ریکارڈ شدہ لیکچر موجود نہیں ہے۔',
    attempt: 'یہ کوشش موجود نہیں ہے۔',
    paper: 'یہ پرچہ موجود نہیں ہے۔',
    question: 'یہ سوال موجود نہیں ہے۔',
    notice: 'یہ نوٹس موجود نہیں ہے۔',
    syllabusNode: 'نصاب کا یہ حصہ موجود نہیں ہے۔',
    olympiadEnrollment: 'اولمپیاڈ کا یہ اندراج موجود نہیں ہے۔',
    package: 'یہ پیکیج موجود نہیں ہے۔',
    payment: 'یہ ادائیگی موجود نہیں ہے۔',
    invoice: 'یہ انوائس موجود نہیں ہے۔',
    file: 'یہ فائل موجود نہیں ہے۔',
    video: 'یہ ویڈیو موجود نہیں ہے۔',
    doubt: 'یہ سوال موجود نہیں ہے۔',
    content: 'یہ مواد موجود نہیں ہے۔',
    report: 'یہ رپورٹ موجود نہیں ہے۔',
    thing: '{{what}}: یہ موجود نہیں ہے۔',
  },
};
