import type { Catalogue } from '../catalogue-types.js';
import type { papers as english } from './papers.errors.js';

export const papers: Catalogue<typeof english> = {
  noPaper: 'ही प्रश्नपत्रिका सापडली नाही.',
  noSchool: 'ही शाळा सापडली नाही.',
  noEnrollment: 'ऑलिम्पियाडची ही नोंदणी सापडली नाही.',
  staffListPapers: 'शाळेच्या प्रश्नपत्रिकांची यादी शाळेचे शिक्षक आणि कर्मचारी पाहतात.',
  learnersPractice: 'विद्यार्थी आपल्या सराव चाचण्या स्वतः तयार करतात.',
  whoMakesPapers: 'शिक्षक प्रश्नपत्रिका तयार करतात; विद्यार्थी सराव चाचण्या तयार करतात.',
  whoAssigns: 'शिक्षक तुकड्यांना प्रश्नपत्रिका देतात; पालक आपल्या मुलाला.',
  practiceIsLearners: '{{field}}: सराव चाचणी विद्यार्थ्याची स्वतःची असते; शाळेचे शिक्षक शाळेच्या प्रश्नपत्रिका तयार करतात.',
  notBankQuestion: '{{field}}: ज्या प्रश्नसंग्रहातून ही प्रश्नपत्रिका तयार होते त्यातील हा प्रश्न नाही.',
  inPaperAlready: '{{field}}: हा प्रश्न प्रश्नपत्रिकेत आधीच आहे.',
  bankTooSmall_one: '{{field}}: {{asked, number}} प्रश्न मागितले आहेत; प्रश्नसंग्रहात जुळणारा {{count, number}} प्रश्नच आहे.',
  bankTooSmall_other: '{{field}}: {{asked, number}} प्रश्न मागितले आहेत; प्रश्नसंग्रहात जुळणारे {{count, number}} प्रश्नच आहेत.',
  atLeastOneQuestion: '{{field}}: किमान एक प्रश्न जोडा.',
  noSyllabusNode: '{{field}}: अभ्यासक्रमात हा भाग सापडला नाही.',
  totalMarks: '{{field}}: एकूण गुण प्रश्नांच्या गुणांच्या बेरजेइतके ({{total, number}}) असावेत.',
  notEnrollmentPaper: '{{field}}: ही या नोंदणीची प्रश्नपत्रिका नाही.',
  notEnrollmentAssignment: '{{field}}: ही या नोंदणीची दिलेली प्रश्नपत्रिका नाही.',
  notInstant: '{{field}}: योग्य तारीख आणि वेळ द्या.',
  endAfterStart: '{{field}}: सुरू होण्याच्या वेळेनंतरची वेळ निवडा.',
  slotInWindow: '{{field}}: सुरू होण्याच्या वेळेनंतरची आणि बंद होण्याच्या वेळेपर्यंतची वेळ निवडा.',
  noLearnerAssigned: '{{field}}: ही प्रश्नपत्रिका या विद्यार्थ्याला दिलेली नाही.',
  editPlatformPapers: 'प्लॅटफॉर्मच्या प्रश्नपत्रिका फक्त प्लॅटफॉर्म संपादक बदलू शकतात.',
  editSchoolPaper: 'ही प्रश्नपत्रिका फक्त तिच्या शाळेचे कर्मचारी बदलू शकतात.',
};
