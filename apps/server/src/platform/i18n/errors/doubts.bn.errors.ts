import type { Catalogue } from '../catalogue-types.js';
import type { doubts as english } from './doubts.errors.js';

export const doubts: Catalogue<typeof english> = {
  noTeacher: 'আপনার সেকশনে এখনও কোনো শিক্ষক এই বিষয় পড়ান না, তাই কেউ উত্তর দিতে পারবেন না।',
  resultNotOut: 'টেস্টের ফলাফল বেরোনোর পরে এই প্রশ্ন নিয়ে জিজ্ঞাসা করুন।',
  testOpen: 'এই প্রশ্নটি এমন একটি টেস্টে আছে যা এখন চলছে। টেস্ট বন্ধ হওয়ার পরে জিজ্ঞাসা করুন।',
  onlyLearner: 'ডাউট শুধু শিক্ষার্থীরা জিজ্ঞাসা করে; অভিভাবক ও শিক্ষকরা সেগুলি পড়েন।',
  requiredForKind: '{{field}}: এই ধরনের ডাউটের জন্য দরকার।',
  notInSubject: '{{field}}: কোনো বিষয়ের মধ্যে নেই।',
  chapterNotFound: 'এই অধ্যায়টি পাওয়া যায়নি।',
  attemptNotFound: 'এই প্রচেষ্টাটি পাওয়া যায়নি।',
  questionNotFound: 'এই প্রশ্নটি পাওয়া যায়নি।',
  emptyText: '{{field}}: কিছু লিখুন, ফাঁকা রাখা যাবে না।',
  photoNotYours: 'ছবি {{n, number}}: আপনার নিজের আপলোড করা ছবিই দিন।',
  photoNotSchools: 'ছবি {{n, number}}: স্কুলের জন্য আপলোড করা ছবিই দিন।',
  contentNotSeen: 'এই বিষয়বস্তুটি শিক্ষার্থী যে ক্যাটালগ দেখে তাতে নেই।',
  emptyAnswer: '{{field}}: কিছু লিখুন, অথবা একটি ছবি বা বিষয়বস্তু যোগ করুন।',
  notStaff: 'আপনি কোনো স্কুলের কর্মী নন।',
  adminOnlySettings: 'স্কুলের ডাউট সেটিংস শুধু স্কুল অ্যাডমিন বদলাতে পারেন।',
};
