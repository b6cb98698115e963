import type { Catalogue } from '../../lib/catalogue';
import type { BookmarkStrings } from './bookmark.strings';

const hi: Catalogue<BookmarkStrings> = {
  bookmarks: {
    add: 'बुकमार्क करें',
    remove: 'बुकमार्क हटाएँ',
    addFailed: 'हम इसे बुकमार्क नहीं कर सके। कृपया फिर से कोशिश करें।',
    removeFailed: 'हम यह बुकमार्क नहीं हटा सके। कृपया फिर से कोशिश करें।',
    title: 'मेरे बुकमार्क',
    tabsLabel: 'बुकमार्क के प्रकार',
    tabs: {
      content: 'सामग्री',
      syllabus: 'अध्याय और टॉपिक',
      question: 'प्रश्न',
      paper: 'प्रश्नपत्र',
      recorded_lecture: 'रिकॉर्ड किए गए लेक्चर',
    },
    empty: {
      content: 'अभी कोई सामग्री बुकमार्क नहीं की गई',
      syllabus: 'अभी कोई अध्याय या टॉपिक बुकमार्क नहीं किया गया',
      question: 'अभी कोई प्रश्न बुकमार्क नहीं किया गया',
      paper: 'अभी कोई प्रश्नपत्र बुकमार्क नहीं किया गया',
      recorded_lecture: 'अभी कोई रिकॉर्ड किया गया लेक्चर बुकमार्क नहीं किया गया',
    },
    emptyText: 'जो चीज़ आप दोबारा ढूँढना चाहें, उस पर “बुकमार्क करें” बटन दबाएँ; वह यहाँ दिखेगी।',
    loadError: 'हम आपके बुकमार्क लोड नहीं कर सके।',
    removeItem: 'बुकमार्क हटाएँ: {{title}}',
    untitled: 'बिना शीर्षक ({{id}})',
    bookmarkedOn: '{{date}} को बुकमार्क किया',
    pages: 'बुकमार्क के पेज',
    previousPage: 'पिछला पेज',
    nextPage: 'अगला पेज',
    count_one: '{{count}} बुकमार्क',
    count_other: '{{count}} बुकमार्क',
    questionItem: 'प्रश्न {{id}}',
    paperItem: 'प्रश्नपत्र {{id}}',
    lectureItem: 'रिकॉर्ड किया गया लेक्चर {{id}}',
    opensLater: 'ESC+ का यह हिस्सा उपलब्ध होने पर यहीं खुलेगा।',
  },
};
export default hi;
