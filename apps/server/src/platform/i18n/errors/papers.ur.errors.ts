import type { Catalogue } from '../catalogue-types.js';
import type { papers as english } from './papers.errors.js';

export const papers: Catalogue<typeof english> = {
  noPaper: 'یہ پرچہ نہیں ملا۔',
  noSchool: 'یہ اسکول نہیں ملا۔',
  noEnrollment: 'اولمپیاڈ کا یہ اندراج نہیں ملا۔',
  staffListPapers: 'اسکول کے پرچوں کی فہرست اسکول کے اساتذہ اور عملہ دیکھتے ہیں۔',
  learnersPractice: 'طلبہ اپنے مشقی ٹیسٹ خود بناتے ہیں۔',
  whoMakesPapers: 'اساتذہ پرچے بناتے ہیں؛ طلبہ مشقی ٹیسٹ بناتے ہیں۔',
  whoAssigns: 'اساتذہ سیکشنوں کو پرچے دیتے ہیں؛ سرپرست اپنے بچے کو۔',
  practiceIsLearners: '{{field}}: مشقی ٹیسٹ طالب علم کا اپنا ہوتا ہے؛ اسکول کے اساتذہ اسکول کے پرچے بناتے ہیں۔',
  notBankQuestion: '{{field}}: یہ سوال اس ذخیرے کا نہیں ہے جس سے یہ پرچہ بنتا ہے۔',
  inPaperAlready: '{{field}}: یہ سوال پرچے میں پہلے سے ہے۔',
  bankTooSmall_one:
    '{{field}}: {{asked, number}} سوال مانگے گئے ہیں؛ ذخیرے میں میل کھانے والا صرف {{count, number}} سوال ہے۔',
  bankTooSmall_other:
    '{{field}}: {{asked, number}} سوال مانگے گئے ہیں؛ ذخیرے میں میل کھانے والے صرف {{count, number}} سوال ہیں۔',
  atLeastOneQuestion: '{{field}}: کم از کم ایک سوال شامل کریں۔',
  noSyllabusNode: '{{field}}: نصاب میں یہ حصہ نہیں ملا۔',
  totalMarks: '{{field}}: کل نمبر سوالوں کے نمبروں کے مجموعے ({{total, number}}) کے برابر ہونے چاہئیں۔',
  notEnrollmentPaper: '{{field}}: یہ اس اندراج کا پرچہ نہیں ہے۔',
  notEnrollmentAssignment: '{{field}}: یہ اس اندراج کا دیا گیا پرچہ نہیں ہے۔',
  notInstant: '{{field}}: صحیح تاریخ اور وقت دیں۔',
  endAfterStart: '{{field}}: کھلنے کے وقت کے بعد کا وقت چنیں۔',
  slotInWindow: '{{field}}: کھلنے کے وقت کے بعد اور بند ہونے کے وقت تک کا کوئی وقت چنیں۔',
  noLearnerAssigned: '{{field}}: یہ پرچہ اس طالب علم کو نہیں دیا گیا ہے۔',
  editPlatformPapers: 'پلیٹ فارم کے پرچے صرف پلیٹ فارم کے مدیر بدل سکتے ہیں۔',
  editSchoolPaper: 'یہ پرچہ صرف اس کے اسکول کا عملہ بدل سکتا ہے۔',
};
