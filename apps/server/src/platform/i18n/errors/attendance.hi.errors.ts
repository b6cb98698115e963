import type { Catalogue } from '../catalogue-types.js';
import type { attendance as english } from './attendance.errors.js';

export const attendance: Catalogue<typeof english> = {
  saveRegisterFirst: 'पहले रजिस्टर सहेजें: यह सूचना रजिस्टर में अनुपस्थित दर्ज विद्यार्थियों के अभिभावकों को जाती है।',
  registerClosed:
    '{{date, day}} का उपस्थिति रजिस्टर अब बदला नहीं जा सकता: रजिस्टर उसी दिन भरा और बदला जाता है, और आज {{today, day}} है।',
  noticeNotToday:
    '{{date, day}} के लिए अनुपस्थिति की सूचना नहीं भेजी जा सकती: यह सूचना रजिस्टर के दिन ही जाती है, और आज {{today, day}} है।',
  markIdReused: 'यह बदलाव पहले किसी दूसरे रजिस्टर में सहेजा जा चुका है। कृपया रजिस्टर फिर से सहेजें।',
  markIdReusedField: 'किसी दूसरे रजिस्टर में इस्तेमाल हो चुका है',
  noRegisterToday: 'आज का रजिस्टर अभी सहेजा नहीं गया है',
  notStaff: 'आप किसी स्कूल के स्टाफ़ में नहीं हैं।',
  endBeforeStart: 'अंतिम तारीख शुरुआती तारीख से पहले की नहीं हो सकती।',
  rangeTooLong_one: 'अंतिम तारीख शुरुआती तारीख से {{count, number}} दिन के भीतर होनी चाहिए।',
  rangeTooLong_other: 'अंतिम तारीख शुरुआती तारीख से {{count, number}} दिनों के भीतर होनी चाहिए।',
  notSectionsSchool: 'दिया गया स्कूल इस सेक्शन का स्कूल नहीं है।',
  notSectionsBoard: 'दिया गया बोर्ड इस सेक्शन का बोर्ड नहीं है।',
  notSectionsClass: 'दी गई कक्षा इस सेक्शन की कक्षा नहीं है।',
  notLearnerOfSection: 'दर्ज किए गए विद्यार्थियों में से कोई इस सेक्शन का विद्यार्थी नहीं है।',
  notLearnerOfSectionField: 'इस सेक्शन का विद्यार्थी नहीं है',
  markedTwice: 'एक विद्यार्थी की उपस्थिति दो बार दर्ज है: हर विद्यार्थी की उपस्थिति एक बार दर्ज करें।',
  markedTwiceField: 'दो बार दर्ज है',
  settingsAdminOnly: 'स्कूल की उपस्थिति सेटिंग केवल स्कूल एडमिन बदल सकते हैं।',
};
