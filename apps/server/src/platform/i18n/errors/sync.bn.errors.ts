import type { Catalogue } from '../catalogue-types.js';
import type { sync as english } from './sync.errors.js';

export const sync: Catalogue<typeof english> = {
  notSyncable:
    'এই পরিবর্তনটি একসঙ্গে পাঠানো পরিবর্তনের মধ্যে পাঠানো যায় না: শুধু আউটবক্সের পরিবর্তন (অগ্রগতি, উত্তর, হাজিরা, বুকমার্ক, হোমওয়ার্কের শেষ করা অংশ, নোটিশ ও নোটিফিকেশন পড়া) পাঠানো যায়।',
  notMade: 'এই পরিবর্তনটি করা গেল না।',
  notSaved: 'সেভ হয়নি।',
};
