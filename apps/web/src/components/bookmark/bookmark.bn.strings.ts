import type { Catalogue } from '../../lib/catalogue';
import type { BookmarkStrings } from './bookmark.strings';

const bn: Catalogue<BookmarkStrings> = {
  bookmarks: {
    add: 'বুকমার্ক',
    remove: 'বুকমার্ক সরান',
    addFailed: 'এটি বুকমার্ক করা গেল না। অনুগ্রহ করে আবার চেষ্টা করুন।',
    removeFailed: 'এই বুকমার্কটি সরানো গেল না। অনুগ্রহ করে আবার চেষ্টা করুন।',
    title: 'আমার বুকমার্ক',
    tabsLabel: 'বুকমার্কের ধরন',
    tabs: {
      content: 'বিষয়বস্তু',
      syllabus: 'অধ্যায় ও টপিক',
      question: 'প্রশ্ন',
      paper: 'প্রশ্নপত্র',
      recorded_lecture: 'রেকর্ড করা ক্লাস',
    },
    empty: {
      content: 'এখনও কোনো বিষয়বস্তু বুকমার্ক করা হয়নি',
      syllabus: 'এখনও কোনো অধ্যায় বা টপিক বুকমার্ক করা হয়নি',
      question: 'এখনও কোনো প্রশ্ন বুকমার্ক করা হয়নি',
      paper: 'এখনও কোনো প্রশ্নপত্র বুকমার্ক করা হয়নি',
      recorded_lecture: 'এখনও কোনো রেকর্ড করা ক্লাস বুকমার্ক করা হয়নি',
    },
    emptyText: 'যা আবার খুঁজে পেতে চান তাতে বুকমার্ক বোতাম টিপুন, সেটি এখানে দেখা যাবে।',
    loadError: 'আপনার বুকমার্কগুলো লোড করা গেল না।',
    removeItem: 'বুকমার্ক সরান: {{title}}',
    untitled: 'শিরোনামহীন ({{id}})',
    bookmarkedOn: '{{date}}-এ বুকমার্ক করা',
    pages: 'বুকমার্কের পাতা',
    previousPage: 'আগের পাতা',
    nextPage: 'পরের পাতা',
    count_one: '{{count}}টি বুকমার্ক',
    count_other: '{{count}}টি বুকমার্ক',
    questionItem: 'প্রশ্ন {{id}}',
    paperItem: 'প্রশ্নপত্র {{id}}',
    lectureItem: 'রেকর্ড করা ক্লাস {{id}}',
    opensLater: 'ESC+-এর এই অংশ চালু হলে এখানে খুলবে।',
  },
};
export default bn;
