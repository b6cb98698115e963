import type { Catalogue } from '../catalogue-types.js';
import type { http as english } from './http.errors.js';

export const http: Catalogue<typeof english> = {
  invalidDay: {
    message: '{{field}}: यह मान्य दिन नहीं है।',
    field: 'मान्य दिन नहीं है',
  },
  nulText: {
    message: 'टेक्स्ट में शून्य वर्ण (यूनिकोड 0000) नहीं हो सकता।',
    field: 'इसमें शून्य वर्ण (यूनिकोड 0000) नहीं होना चाहिए',
  },
  noSuch: {
    section: 'यह सेक्शन मौजूद नहीं है।',
    school: 'यह स्कूल मौजूद नहीं है।',
    class: 'यह कक्षा मौजूद नहीं है।',
    board: 'यह बोर्ड मौजूद नहीं है।',
    subject: 'यह विषय मौजूद नहीं है।',
    learnList: 'यह अध्ययन सूची मौजूद नहीं है।',
    assignment: 'यह दिया गया होमवर्क या टेस्ट मौजूद नहीं है।',
    handin: 'यह जमा किया गया काम मौजूद नहीं है।',
    lecture: 'यह लेक्चर मौजूद नहीं है।',
    liveClass: 'यह लाइव क्लास मौजूद नहीं है।',
    recordedLecture: 'यह रिकॉर्ड किया गया लेक्चर मौजूद नहीं है।',
    attempt: 'यह प्रयास मौजूद नहीं है।',
    paper: 'यह प्रश्नपत्र मौजूद नहीं है।',
    question: 'यह प्रश्न मौजूद नहीं है।',
    notice: 'यह नोटिस मौजूद नहीं है।',
    syllabusNode: 'पाठ्यक्रम का यह हिस्सा मौजूद नहीं है।',
    olympiadEnrollment: 'ओलंपियाड का यह नामांकन मौजूद नहीं है।',
    package: 'यह पैकेज मौजूद नहीं है।',
    payment: 'यह भुगतान मौजूद नहीं है।',
    invoice: 'यह बिल मौजूद नहीं है।',
    thing: '{{what}}: यह मौजूद नहीं है।',
  },
};
