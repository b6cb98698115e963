import type { Catalogue } from '../../lib/catalogue';
import type { BookmarkStrings } from './bookmark.strings';

const ta: Catalogue<BookmarkStrings> = {
  bookmarks: {
    add: 'புக்மார்க்',
    remove: 'புக்மார்க்கை நீக்கு',
    addFailed: 'இதைப் புக்மார்க் செய்ய முடியவில்லை. மீண்டும் முயலுங்கள்.',
    removeFailed: 'இந்தப் புக்மார்க்கை நீக்க முடியவில்லை. மீண்டும் முயலுங்கள்.',
    title: 'என் புக்மார்க்குகள்',
    tabsLabel: 'புக்மார்க் வகைகள்',
    tabs: {
      content: 'உள்ளடக்கம்',
      syllabus: 'அத்தியாயங்கள், தலைப்புகள்',
      question: 'கேள்விகள்',
      paper: 'வினாத்தாள்கள்',
      recorded_lecture: 'பதிவுசெய்த வகுப்புகள்',
    },
    empty: {
      content: 'இன்னும் புக்மார்க் செய்த உள்ளடக்கம் இல்லை',
      syllabus: 'இன்னும் புக்மார்க் செய்த அத்தியாயங்களோ தலைப்புகளோ இல்லை',
      question: 'இன்னும் புக்மார்க் செய்த கேள்விகள் இல்லை',
      paper: 'இன்னும் புக்மார்க் செய்த வினாத்தாள்கள் இல்லை',
      recorded_lecture: 'இன்னும் புக்மார்க் செய்த பதிவுசெய்த வகுப்புகள் இல்லை',
    },
    emptyText: 'மீண்டும் பார்க்க விரும்புவதில் புக்மார்க் பொத்தானை அழுத்துங்கள்; அது இங்கே தெரியும்.',
    loadError: 'உங்கள் புக்மார்க்குகளை ஏற்ற முடியவில்லை.',
    removeItem: 'புக்மார்க்கை நீக்கு: {{title}}',
    untitled: 'தலைப்பில்லை ({{id}})',
    bookmarkedOn: '{{date}} அன்று புக்மார்க் செய்தது',
    pages: 'புக்மார்க் பக்கங்கள்',
    previousPage: 'முந்தைய பக்கம்',
    nextPage: 'அடுத்த பக்கம்',
    count_one: '{{count}} புக்மார்க்',
    count_other: '{{count}} புக்மார்க்குகள்',
    questionItem: 'கேள்வி {{id}}',
    paperItem: 'வினாத்தாள் {{id}}',
    lectureItem: 'பதிவுசெய்த வகுப்பு {{id}}',
    opensLater: 'ESC+ இன் இந்தப் பகுதி கிடைத்ததும் இங்கே திறக்கும்.',
  },
};
export default ta;
