import type { Catalogue } from '../../lib/catalogue';
import type { BookmarkStrings } from './bookmark.strings';

const ur: Catalogue<BookmarkStrings> = {
  bookmarks: {
    add: 'بُک مارک',
    remove: 'بُک مارک ہٹائیں',
    addFailed: 'ہم اسے بُک مارک نہیں کر سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
    removeFailed: 'ہم یہ بُک مارک نہیں ہٹا سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
    title: 'میرے بُک مارک',
    tabsLabel: 'بُک مارک کی قسمیں',
    tabs: {
      content: 'مواد',
      syllabus: 'ابواب اور موضوعات',
      question: 'سوالات',
      paper: 'پرچے',
      recorded_lecture: 'ریکارڈ شدہ لیکچر',
    },
    empty: {
      content: 'ابھی کوئی مواد بُک مارک نہیں',
      syllabus: 'ابھی کوئی باب یا موضوع بُک مارک نہیں',
      question: 'ابھی کوئی سوال بُک مارک نہیں',
      paper: 'ابھی کوئی پرچہ بُک مارک نہیں',
      recorded_lecture: 'ابھی کوئی ریکارڈ شدہ لیکچر بُک مارک نہیں',
    },
    emptyText: 'جو چیز دوبارہ تلاش کرنی ہو اس پر "بُک مارک" بٹن دبائیں، وہ یہاں نظر آئے گی۔',
    loadError: 'ہم آپ کے بُک مارک لوڈ نہیں کر سکے۔',
    removeItem: 'بُک مارک ہٹائیں: {{title}}',
    untitled: 'بے عنوان ({{id}})',
    bookmarkedOn: '{{date}} کو بُک مارک کیا',
    pages: 'بُک مارک کے صفحات',
    previousPage: 'پچھلا صفحہ',
    nextPage: 'اگلا صفحہ',
    count_one: '{{count}} بُک مارک',
    count_other: '{{count}} بُک مارک',
    questionItem: 'سوال {{id}}',
    paperItem: 'پرچہ {{id}}',
    lectureItem: 'ریکارڈ شدہ لیکچر {{id}}',
    opensLater: 'ESC+ کا یہ حصہ دستیاب ہوتے ہی یہاں کھلے گا۔',
  },
};
export default ur;
