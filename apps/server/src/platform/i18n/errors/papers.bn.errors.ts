import type { Catalogue } from '../catalogue-types.js';
import type { papers as english } from './papers.errors.js';

export const papers: Catalogue<typeof english> = {
  noPaper: 'এই প্রশ্নপত্রটি পাওয়া যায়নি।',
  noSchool: 'এই স্কুলটি পাওয়া যায়নি।',
  noEnrollment: 'অলিম্পিয়াডের এই নথিভুক্তি পাওয়া যায়নি।',
  staffListPapers: 'স্কুলের প্রশ্নপত্রের তালিকা স্কুলের শিক্ষক ও কর্মীরা দেখেন।',
  learnersPractice: 'শিক্ষার্থীরা নিজেদের অনুশীলন টেস্ট নিজেরাই তৈরি করে।',
  whoMakesPapers: 'শিক্ষক প্রশ্নপত্র তৈরি করেন; শিক্ষার্থীরা অনুশীলন টেস্ট তৈরি করে।',
  whoAssigns: 'শিক্ষক সেকশনকে প্রশ্নপত্র দেন; অভিভাবক নিজের সন্তানকে।',
  practiceIsLearners: '{{field}}: অনুশীলন টেস্ট শিক্ষার্থীর নিজের; স্কুলের শিক্ষকেরা স্কুলের প্রশ্নপত্র তৈরি করেন।',
  notBankQuestion: '{{field}}: যে প্রশ্নভান্ডার থেকে এই প্রশ্নপত্র তৈরি হয়, এটি তার প্রশ্ন নয়।',
  inPaperAlready: '{{field}}: এই প্রশ্নটি প্রশ্নপত্রে আগেই আছে।',
  bankTooSmall_one:
    '{{field}}: {{asked, number}}টি প্রশ্ন চাওয়া হয়েছে; প্রশ্নভান্ডারে মেলে এমন প্রশ্ন মাত্র {{count, number}}টি।',
  bankTooSmall_other:
    '{{field}}: {{asked, number}}টি প্রশ্ন চাওয়া হয়েছে; প্রশ্নভান্ডারে মেলে এমন প্রশ্ন মাত্র {{count, number}}টি।',
  atLeastOneQuestion: '{{field}}: অন্তত একটি প্রশ্ন যোগ করুন।',
  noSyllabusNode: '{{field}}: সিলেবাসে এই অংশটি পাওয়া যায়নি।',
  totalMarks: '{{field}}: মোট নম্বর প্রশ্নগুলির নম্বরের যোগফলের ({{total, number}}) সমান হতে হবে।',
  notEnrollmentPaper: '{{field}}: এটি এই নথিভুক্তির প্রশ্নপত্র নয়।',
  notEnrollmentAssignment: '{{field}}: এটি এই নথিভুক্তির দেওয়া প্রশ্নপত্র নয়।',
  notInstant: '{{field}}: সঠিক তারিখ ও সময় দিন।',
  endAfterStart: '{{field}}: খোলার সময়ের পরের সময় বেছে নিন।',
  slotInWindow: '{{field}}: খোলার সময়ের পরে এবং বন্ধ হওয়ার সময়ের মধ্যে একটি সময় বেছে নিন।',
  noLearnerAssigned: '{{field}}: এই প্রশ্নপত্র এই শিক্ষার্থীকে দেওয়া হয়নি।',
  editPlatformPapers: 'প্ল্যাটফর্মের পেপার শুধু প্ল্যাটফর্মের সম্পাদকেরা বদলাতে পারেন।',
  editSchoolPaper: 'এই পেপার শুধু এর স্কুলের কর্মীরা বদলাতে পারেন।',
};
