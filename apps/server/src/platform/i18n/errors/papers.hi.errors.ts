import type { Catalogue } from '../catalogue-types.js';
import type { papers as english } from './papers.errors.js';

export const papers: Catalogue<typeof english> = {
  noPaper: 'यह प्रश्नपत्र नहीं मिला।',
  noSchool: 'यह स्कूल नहीं मिला।',
  noEnrollment: 'ओलंपियाड का यह नामांकन नहीं मिला।',
  staffListPapers: 'अपने स्कूल के प्रश्नपत्रों की सूची स्कूल के शिक्षक और कर्मचारी देखते हैं।',
  learnersPractice: 'विद्यार्थी अपने अभ्यास टेस्ट खुद बनाते हैं।',
  whoMakesPapers: 'शिक्षक प्रश्नपत्र बनाते हैं; विद्यार्थी अभ्यास टेस्ट बनाते हैं।',
  whoAssigns: 'शिक्षक सेक्शनों को प्रश्नपत्र देते हैं; अभिभावक अपने बच्चे को।',
  practiceIsLearners: '{{field}}: अभ्यास टेस्ट विद्यार्थी का अपना होता है; स्कूल के शिक्षक स्कूल के प्रश्नपत्र बनाते हैं।',
  notBankQuestion: '{{field}}: यह उस प्रश्न बैंक का प्रश्न नहीं है जिससे यह प्रश्नपत्र बनता है।',
  inPaperAlready: '{{field}}: यह प्रश्न प्रश्नपत्र में पहले से है।',
  bankTooSmall_one: '{{field}}: {{asked, number}} प्रश्न माँगे गए हैं; प्रश्न बैंक में मेल खाता {{count, number}} प्रश्न ही है।',
  bankTooSmall_other: '{{field}}: {{asked, number}} प्रश्न माँगे गए हैं; प्रश्न बैंक में मेल खाते {{count, number}} प्रश्न ही हैं।',
  atLeastOneQuestion: '{{field}}: कम से कम एक प्रश्न जोड़ें।',
  noSyllabusNode: '{{field}}: पाठ्यक्रम में यह हिस्सा नहीं मिला।',
  totalMarks: '{{field}}: कुल अंक प्रश्नों के अंकों के जोड़ ({{total, number}}) के बराबर होने चाहिए।',
  notEnrollmentPaper: '{{field}}: यह इस नामांकन का प्रश्नपत्र नहीं है।',
  notEnrollmentAssignment: '{{field}}: यह इस नामांकन का दिया गया प्रश्नपत्र नहीं है।',
  notInstant: '{{field}}: सही तारीख और समय दें।',
  endAfterStart: '{{field}}: खुलने के समय के बाद का समय चुनें।',
  slotInWindow: '{{field}}: खुलने के समय के बाद और बंद होने के समय तक का समय चुनें।',
  noLearnerAssigned: '{{field}}: यह प्रश्नपत्र इस विद्यार्थी को नहीं दिया गया है।',
  editPlatformPapers: 'प्लेटफ़ॉर्म के पेपर केवल प्लेटफ़ॉर्म संपादक बदल सकते हैं।',
  editSchoolPaper: 'यह पेपर केवल इसके स्कूल के कर्मचारी बदल सकते हैं।',
};
