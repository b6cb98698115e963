import type { Catalogue } from '../catalogue-types.js';
import type { doubts as english } from './doubts.errors.js';

export const doubts: Catalogue<typeof english> = {
  noTeacher: 'तुमच्या तुकडीत हा विषय शिकवणारे शिक्षक अजून नाहीत, त्यामुळे कोणीही उत्तर देऊ शकणार नाही.',
  resultNotOut: 'चाचणीचा निकाल लागल्यावर या प्रश्नाबद्दल विचारा.',
  testOpen: 'हा प्रश्न सध्या सुरू असलेल्या चाचणीत आहे. चाचणी बंद झाल्यावर विचारा.',
  onlyLearner: 'शंका फक्त विद्यार्थी विचारतात; पालक आणि शिक्षक त्या वाचतात.',
};
