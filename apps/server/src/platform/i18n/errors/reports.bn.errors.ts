import type { Catalogue } from '../catalogue-types.js';
import type { reports as english } from './reports.errors.js';

export const reports: Catalogue<typeof english> = {
  noReport: 'এই রিপোর্টটি পাওয়া যায়নি।',
  learnerNeeded: '{{field}}: শিক্ষার্থীকে জানান।',
  attemptNeeded: '{{field}}, দেওয়া কাজ বা প্রশ্নপত্রের যেকোনো একটি জানান।',
  olympiadAnalysis: 'অলিম্পিয়াডের প্রশ্ন-বিশ্লেষণ তার ফলাফল প্রকাশের পরে খোলে।',
};
