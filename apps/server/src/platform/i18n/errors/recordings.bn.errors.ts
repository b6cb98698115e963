import type { Catalogue } from '../catalogue-types.js';
import type { recordings as english } from './recordings.errors.js';

export const recordings: Catalogue<typeof english> = {
  noRecording: 'এই রেকর্ড করা লেকচারটি পাওয়া যায়নি।',
  classMissing: 'রেকর্ডিংটি কোন হয়ে যাওয়া ক্লাসের, তা জানান।',
  cancelledClass: 'বাতিল ক্লাসের কোনো রেকর্ডিং থাকে না।',
  notOver: 'ক্লাস শেষ হওয়ার পরেই রেকর্ডিং যোগ করা যায়।',
  videoMissing: 'রেকর্ডিংয়ের আপলোড করা ভিডিওটি জানান।',
  videoFixed: 'রেকর্ডিংয়ের ভিডিও বদলানো যায় না: নতুন ভিডিওটি নতুন রেকর্ডিং হিসেবে যোগ করুন এবং এটি মুছে ফেলুন।',
  fileKeyInvalid: 'ফাইলের পরিচয়টি সঠিক নয়।',
  fileNotOfSchool: 'ফাইলটি এই স্কুলের জন্য আপলোড করা হতে হবে।',
  fileNotUploaded: 'ফাইলটি এই স্কুলের আপলোড করা ফাইলগুলির মধ্যে নেই।',
  notesNotPdf: 'নোটস {{format}} ফাইল হতে হবে।',
  videoNotMp4: 'ভিডিওটি {{format}} ভিডিও হতে হবে।',
  videoFailed: 'এই ভিডিওটি তৈরি করা যায়নি: আবার আপলোড করুন।',
  fileNotStored: 'ফাইলটি সংরক্ষিত অবস্থায় পাওয়া যায়নি।',
  durationRange: 'রেকর্ডিংয়ের দৈর্ঘ্য 1 থেকে {{max, number}} সেকেন্ডের মধ্যে হতে হবে।',
  noteIdsNotWhole: 'স্টাডি নোটস তাদের পরিচয় নম্বর (পূর্ণসংখ্যা) দিয়ে জানান।',
  noteIdsCount: '1 থেকে {{max, number}}টি স্টাডি নোটস জানান।',
  onlyTeachersChange:
    'এই ক্লাসের রেকর্ডিং শুধু ক্লাস নেওয়া শিক্ষক, ক্লাসটি যিনি তৈরি করেছেন তিনি বা স্কুল অ্যাডমিন বদলাতে পারেন।',
};
