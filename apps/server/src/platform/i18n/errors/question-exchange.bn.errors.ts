import type { Catalogue } from '../catalogue-types.js';
import type { questionExchange as english } from './question-exchange.errors.js';

export const questionExchange: Catalogue<typeof english> = {
  idsOrPaper: '{{field}}: প্রশ্ন বাছুন অথবা একটি পেপার, দুটির একটি।',
  tooMany: '{{field}}-এ {{count}}টি প্রশ্ন আছে; একটি ফাইলে সর্বোচ্চ {{max}}টি থাকতে পারে।',
  inRunningOlympiad:
    'আপনার বাছা একটি প্রশ্ন এখন চলমান একটি অলিম্পিয়াডে আছে: সেটি শেষ না হওয়া পর্যন্ত তার উত্তর বাইরে নেওয়া যাবে না।',
  notAPackage: 'ফাইলটি পড়ার মতো zip প্যাকেজ নয়।',
  packageTooLarge: 'প্যাকেজে পড়ার জন্য অনেক বেশি ফাইল বা ডেটা আছে।',
  noManifest: 'প্যাকেজে imsmanifest.xml নেই, তাই এর প্রশ্ন খুঁজে পাওয়া যায় না।',
  notWellFormed: '{{file}} সঠিক XML নয়।',
  missingFile: 'প্যাকেজটি {{file}}-এর নাম বলে, কিন্তু সেটি এতে নেই।',
  notAnItem: 'এটি QTI 3.0 প্রশ্ন নয়।',
  unsupportedInteraction: 'উত্তরের ধরন {{interaction}} এখানকার কোনো প্রশ্নের ধরনের সঙ্গে মেলে না।',
  noInteraction: 'প্রশ্নটি কোনো উত্তর চায় না।',
  severalInteractions: 'প্রশ্নটি একসঙ্গে কয়েক রকম উত্তর চায়।',
  noResponseDeclared: 'প্রশ্নটি বলে না সে কোন উত্তর আশা করে।',
  tooManyOptions: 'প্রশ্নে {{count}}টি বিকল্প আছে; এখানে একটি প্রশ্নে সর্বোচ্চ {{max}}টি থাকতে পারে।',
  badIdentifier: 'বিকল্পের নাম {{identifier}} রাখা যায় না।',
  noCorrectAnswer: 'প্রশ্নে কোনো সঠিক উত্তর দেওয়া নেই।',
  notAChoice: 'সঠিক উত্তর {{identifier}}-এর কথা বলে, যা বিকল্পগুলির একটি নয়।',
  oneCorrectChoice: 'এক উত্তরের প্রশ্নে ঠিক একটি সঠিক বিকল্প থাকতে হবে।',
  matchTwoSets: 'মেলানোর প্রশ্নে দুটি স্তম্ভ থাকতে হবে।',
  noStem: 'প্রশ্নে কোনো লেখা নেই।',
  relativeTolerance: '{{percent}}% ছাড়কে একটি নির্দিষ্ট পরিমাণে বদলানো হয়েছে।',
  marksAssumed: 'ফাইলে নম্বর দেওয়া নেই: {{marks}} নম্বর রাখা হয়েছে।',
  mathAsText: 'TeX ছাড়া একটি সূত্র সাধারণ লেখা হিসেবে রাখা হয়েছে।',
  imageOutside: 'ফাইলের বাইরের একটি ছবি বাদ দেওয়া হয়েছে।',
  removedElement: 'একটি {{element}} অংশ সরিয়ে দেওয়া হয়েছে।',
  svgScript: 'স্ক্রিপ্ট থাকা একটি ছবি বাদ দেওয়া হয়েছে।',
  passageQuestionLeftOut: 'অনুচ্ছেদের প্রশ্ন “{{title}}” আনা যায়নি।',
};
