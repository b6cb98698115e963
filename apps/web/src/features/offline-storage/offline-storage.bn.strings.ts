import type { Catalogue } from '../../lib/catalogue';
import type { OfflineStorageStrings } from './offline-storage.strings';

const bn: Catalogue<OfflineStorageStrings> = {
  kept: {
    title: 'অফলাইনের জন্য রাখা',
    intro: 'যা রেখেছেন তা সংযোগ ছাড়াই এখানে খোলে। জায়গা খালি করতে যা আর দরকার নেই তা সরিয়ে দিন।',
    listLabel: 'রাখা আইটেম',
    total: 'মোট রাখা: {{size}}',
    count_one: '{{count}}টি আইটেম',
    count_other: '{{count}}টি আইটেম',
    size: 'আকার: {{size}}',
    fromChapter: '{{name}} অধ্যায় থেকে',
    fromLearnList: '{{name}} হোমওয়ার্ক থেকে',
    fromItem: 'নিজের পাতা থেকে রাখা',
    ready: 'অফলাইনে খোলে',
    unfinished: 'ডাউনলোড শেষ হয়নি: খুলে “অফলাইনের জন্য রাখুন” বেছে নিয়ে চালিয়ে যান',
    open: 'খুলুন',
    remove: 'সরান',
    removeItem: 'এই ডিভাইস থেকে {{title}} সরান',
    removed: 'এই ডিভাইস থেকে {{title}} সরানো হয়েছে।',
    removeFailed: 'এটি সরানো গেল না। অনুগ্রহ করে আবার চেষ্টা করুন।',
    emptyTitle: 'এখনও কিছু রাখা হয়নি',
    emptyText: 'সংযোগ ছাড়া খুলতে কোনো অধ্যায়, হোমওয়ার্কের তালিকা বা আইটেমে “অফলাইনের জন্য রাখুন” ব্যবহার করুন।',
    loadError: 'এই ডিভাইসে কী রাখা আছে তা পড়া গেল না।',
    spaceHeading: 'এই ডিভাইসে জায়গা',
    spaceFree: 'ESC+-এর জন্য প্রায় {{free}} খালি আছে ({{used}} ব্যবহার হয়েছে)।',
    spaceUnknown: 'এই ব্রাউজার কতটা জায়গা খালি আছে তা জানায় না।',
    persistGranted: 'ফোনে জায়গা কমে গেলেও এই ব্রাউজার এই কপিগুলো রেখে দেয়।',
    persistRefused:
      'ফোনে জায়গা কমে গেলে এই ব্রাউজার এই কপিগুলো মুছে ফেলতে পারে। অ্যাপটি ইনস্টল করলে সাধারণত কপিগুলো থেকে যায়।',
    persistUnsupported: 'জায়গা কমে গেলে এই ব্রাউজার এই কপিগুলো রাখার নিশ্চয়তা দিতে পারে না।',
    removedByCheck: 'আর খোলার অনুমতি নেই বলে সরানো হয়েছে: {{titles}}',
  },
};
export default bn;
