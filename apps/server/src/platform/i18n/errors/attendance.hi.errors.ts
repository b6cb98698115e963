import type { Catalogue } from '../catalogue-types.js';
import type { attendance as english } from './attendance.errors.js';

export const attendance: Catalogue<typeof english> = {
  saveRegisterFirst: 'पहले रजिस्टर सहेजें: यह सूचना रजिस्टर में अनुपस्थित दर्ज विद्यार्थियों के अभिभावकों को जाती है।',
  registerClosed:
    '{{date, day}} का उपस्थिति रजिस्टर अब बदला नहीं जा सकता: रजिस्टर उसी दिन भरा और बदला जाता है, और आज {{today, day}} है।',
  noticeNotToday:
    '{{date, day}} के लिए अनुपस्थिति की सूचना नहीं भेजी जा सकती: यह सूचना रजिस्टर के दिन ही जाती है, और आज {{today, day}} है।',
  markIdReused: 'यह बदलाव पहले किसी दूसरे रजिस्टर में सहेजा जा चुका है। कृपया रजिस्टर फिर से सहेजें।',
};
