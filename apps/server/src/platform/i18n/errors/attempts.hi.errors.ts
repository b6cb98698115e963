import type { Catalogue } from '../catalogue-types.js';
import type { attempts as english } from './attempts.errors.js';

export const attempts: Catalogue<typeof english> = {
  learnersOnly: 'प्रश्नपत्र केवल विद्यार्थी हल करते हैं।',
  forYourself: 'आप केवल अपने लिए प्रश्नपत्र हल कर सकते हैं।',
  submittedAlready: 'आपने यह प्रश्नपत्र पहले ही जमा कर दिया है।',
  notSubmitted: 'यह प्रयास अभी जमा नहीं हुआ है।',
  markingIdReused: 'यह बदलाव पहले किसी दूसरे प्रयास में सहेजा जा चुका है। कृपया अंक फिर से सहेजें।',
  paperAttempted: 'इस प्रश्नपत्र का प्रयास हो चुका है: इसके प्रश्न अब नहीं बदले जा सकते।',
  paperAssigned: 'यह प्रश्नपत्र दिया जा चुका है: विद्यार्थियों के प्रयास और परिणाम इससे जुड़े हैं।',
};
