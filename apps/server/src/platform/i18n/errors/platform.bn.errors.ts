import type { Catalogue } from '../catalogue-types.js';
import type { platform as english } from './platform.errors.js';

export const platform: Catalogue<typeof english> = {
  ratingOwn: 'রেটিং নিজেরই হয়: অন্য কারও রেটিং দেওয়া বা দেখা যায় না।',
  dashboardOwn: 'আপনি শুধু নিজের ড্যাশবোর্ড বেছে নিতে পারেন।',
  instituteNotYours: 'এই প্রতিষ্ঠানটি আপনার প্রতিষ্ঠানগুলির একটি নয়।',
  scheduleEndBeforeStart: 'সময়সূচির শেষের তারিখ তার শুরুর তারিখের আগে।',
  reportSenderOwn: 'রিপোর্টে প্রেরক হিসেবে শুধু আপনার (সাইন ইন করা ব্যক্তির) নাম থাকতে পারে, নয়তো কারও নাম নয়।',
};
