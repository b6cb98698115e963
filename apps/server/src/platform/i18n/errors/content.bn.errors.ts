import type { Catalogue } from '../catalogue-types.js';
import type { content as english } from './content.errors.js';

export const content: Catalogue<typeof english> = {
  lessonMissing: 'কিছু একটা ভুল হয়েছে! এই পাঠটি এখন খোলা যাচ্ছে না।',
  notStorageKey: 'এটি স্টোরেজের কোনো ফাইলের নাম বা মিডিয়ার ঠিকানা নয়।',
  storageKeyField: '{{field}}: স্টোরেজের কোনো ফাইলের নাম বা এই সার্ভারের মিডিয়ার ঠিকানা দিন।',
  crsNotFound: 'এই কোডের কোনো বিষয়বস্তু পাওয়া যায়নি।',
  nameAScope: 'সিলেবাসের কোনো অংশ, কোনো গ্রুপ বা কিছু বিষয়বস্তু বেছে নিন।',
  scopeField: '{{field}}: {{idsField}} না থাকলে দরকার।',
};
