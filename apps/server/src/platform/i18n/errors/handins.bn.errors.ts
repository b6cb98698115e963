import type { Catalogue } from '../catalogue-types.js';
import type { handins as english } from './handins.errors.js';

export const handins: Catalogue<typeof english> = {
  learnerOnly: 'শিক্ষার্থী নিজের কাজ নিজেই জমা দেয়।',
  alreadyHandedIn: 'এই কাজ আগেই জমা পড়েছে: শিক্ষক বললে আবার জমা দেওয়া যাবে।',
  alreadyMarked: 'এই কাজে আগেই নম্বর দেওয়া হয়েছে (ফেরত দেওয়া বা আবার চাওয়া হয়েছে): এটি আর ফিরিয়ে নেওয়া যাবে না।',
  noHandin: 'এই কাজে কিছু জমা দিতে হয় না।',
  takenBack: 'শিক্ষার্থী কাজটি ফিরিয়ে নিয়েছে: এটি আর নম্বরের অপেক্ষায় নেই।',
  askedAgain: 'কাজটি আবার চাওয়া হয়েছিল: শিক্ষার্থীর নতুন জমা দেওয়া কাজে নম্বর দিন।',
  changed: 'এর মধ্যে কাজটি বদলে গেছে: আবার খুলুন।',
  noTask: 'হোমওয়ার্কের এই কাজটি পাওয়া যায়নি।',
  noHandinFound: 'জমা দেওয়া এই কাজটি পাওয়া যায়নি।',
  notTaught: 'এই হোমওয়ার্ক যে সেকশনগুলিকে দেওয়া হয়েছে, তার কোনোটিতে আপনি পড়ান না।',
  maxMarksRequired: '{{field}}: কাজ জমা নিতে হলে পূর্ণ নম্বর লিখুন।',
  marksRequired: '{{field}}: কাজ ফেরত দিতে নম্বর লিখুন।',
  wholeNumber: '{{field}}: পূর্ণসংখ্যা লিখুন।',
  maxMarksRange: '{{field}}: 1 থেকে {{max, number}}-এর মধ্যে একটি সংখ্যা লিখুন।',
  notNumber: '{{field}}: একটি সংখ্যা লিখুন।',
  marksRange: '{{field}}: 0 থেকে {{max, number}}-এর মধ্যে নম্বর লিখুন।',
  wholeOrHalf: '{{field}}: পুরো বা অর্ধেক নম্বরই দিন।',
  markedFileImage: '{{field}}: স্কুলের জন্য আপলোড করা একটি ছবি বেছে নিন।',
  fileYours: '{{field}}: এই কাজের জন্য আপনার আপলোড করা ফাইল বেছে নিন।',
  idUsed: '{{field}}: এটি আগেই ব্যবহার হয়েছে।',
  handInSomething: 'ছবি, পিডিএফ বা টাইপ করা উত্তর জমা দিন।',
  onlySectionTeachersMark: 'এই কাজ শুধু শিক্ষার্থীর সেকশনের শিক্ষকেরাই মূল্যায়ন করতে পারেন।',
};
