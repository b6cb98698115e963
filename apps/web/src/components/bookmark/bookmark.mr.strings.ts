import type { Catalogue } from '../../lib/catalogue';
import type { BookmarkStrings } from './bookmark.strings';

const mr: Catalogue<BookmarkStrings> = {
  bookmarks: {
    add: 'बुकमार्क करा',
    remove: 'बुकमार्क काढा',
    addFailed: 'हे बुकमार्क करता आले नाही. कृपया पुन्हा प्रयत्न करा.',
    removeFailed: 'हा बुकमार्क काढता आला नाही. कृपया पुन्हा प्रयत्न करा.',
    title: 'माझे बुकमार्क',
    tabsLabel: 'बुकमार्कचे प्रकार',
    tabs: {
      content: 'मजकूर',
      syllabus: 'प्रकरणे व घटक',
      question: 'प्रश्न',
      paper: 'प्रश्नपत्रिका',
      recorded_lecture: 'रेकॉर्ड केलेली व्याख्याने',
    },
    empty: {
      content: 'अजून कोणताही मजकूर बुकमार्क केलेला नाही',
      syllabus: 'अजून कोणतेही प्रकरण किंवा घटक बुकमार्क केलेले नाही',
      question: 'अजून कोणताही प्रश्न बुकमार्क केलेला नाही',
      paper: 'अजून कोणतीही प्रश्नपत्रिका बुकमार्क केलेली नाही',
      recorded_lecture: 'अजून कोणतेही रेकॉर्ड केलेले व्याख्यान बुकमार्क केलेले नाही',
    },
    emptyText: 'जे पुन्हा शोधायचे आहे त्यावरचे बुकमार्क बटण दाबा, ते इथे दिसेल.',
    loadError: 'तुमचे बुकमार्क लोड करता आले नाहीत.',
    removeItem: 'बुकमार्क काढा: {{title}}',
    untitled: 'शीर्षक नाही ({{id}})',
    bookmarkedOn: '{{date}} रोजी बुकमार्क केले',
    pages: 'बुकमार्कची पाने',
    previousPage: 'मागील पान',
    nextPage: 'पुढील पान',
    count_one: '{{count}} बुकमार्क',
    count_other: '{{count}} बुकमार्क',
    questionItem: 'प्रश्न {{id}}',
    paperItem: 'प्रश्नपत्रिका {{id}}',
    lectureItem: 'रेकॉर्ड केलेले व्याख्यान {{id}}',
    opensLater: 'ESC+ चा हा भाग उपलब्ध झाला की हे इथे उघडेल.',
  },
};
export default mr;
