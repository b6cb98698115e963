import type { Catalogue } from '../catalogue-types.js';
import type { doubts as english } from './doubts.errors.js';

export const doubts: Catalogue<typeof english> = {
  noTeacher: 'तुमच्या तुकडीत हा विषय शिकवणारे शिक्षक अजून नाहीत, त्यामुळे कोणीही उत्तर देऊ शकणार नाही.',
  resultNotOut: 'चाचणीचा निकाल लागल्यावर या प्रश्नाबद्दल विचारा.',
  testOpen: 'हा प्रश्न सध्या सुरू असलेल्या चाचणीत आहे. चाचणी बंद झाल्यावर विचारा.',
  onlyLearner: 'शंका फक्त विद्यार्थी विचारतात; पालक आणि शिक्षक त्या वाचतात.',
  requiredForKind: '{{field}}: या प्रकारच्या शंकेसाठी आवश्यक आहे.',
  notInSubject: '{{field}}: कोणत्याही विषयात नाही.',
  chapterNotFound: 'हे प्रकरण सापडले नाही.',
  attemptNotFound: 'हा प्रयत्न सापडला नाही.',
  questionNotFound: 'हा प्रश्न सापडला नाही.',
  emptyText: '{{field}}: काहीतरी लिहा.',
  photoNotYours: 'फोटो {{n, number}}: तुम्ही स्वतः अपलोड केलेलाच फोटो जोडा.',
  photoNotSchools: 'फोटो {{n, number}}: शाळेसाठी अपलोड केलेलाच फोटो जोडा.',
  contentNotSeen: 'हा मजकूर विद्यार्थ्याला दिसणाऱ्या कॅटलॉगमध्ये नाही.',
  emptyAnswer: '{{field}}: काहीतरी लिहा, किंवा फोटो किंवा मजकूर जोडा.',
  notStaff: 'तुम्ही कोणत्याही शाळेच्या कर्मचारीवर्गात नाही.',
  adminOnlySettings: 'शाळेच्या शंकांच्या सेटिंग्ज फक्त शाळा प्रशासक बदलू शकतात.',
};
