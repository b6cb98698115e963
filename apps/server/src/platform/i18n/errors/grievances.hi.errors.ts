import type { Catalogue } from '../catalogue-types.js';
import type { grievances as english } from './grievances.errors.js';

export const grievances: Catalogue<typeof english> = {
  notFound: 'ऐसी कोई शिकायत नहीं है।',
  notOfficer: 'यह केवल वही शिकायत अधिकारी कर सकता है जो इस शिकायत का उत्तर देता है।',
  adminOnly: 'स्कूल का शिकायत अधिकारी केवल स्कूल एडमिन ही तय कर सकता है।',
  notAnswered: 'शिकायत बंद करने से पहले उसका उत्तर दें: व्यक्ति को परिणाम बताया जाना चाहिए।',
  closed: 'यह शिकायत बंद हो चुकी है।',
  dailyLimit: 'आप एक दिन में अधिकतम {{max, number}} शिकायतें दर्ज कर सकते हैं। कृपया कल दर्ज करें।',
  securityEventsEditorsOnly: 'सुरक्षा घटनाएँ केवल प्लेटफ़ॉर्म के संपादक देख सकते हैं।',
  securityEventsDays: 'आख़िरी दिन पहले दिन से पहले नहीं हो सकता।',
};
