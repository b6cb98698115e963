import type { Catalogue } from '../catalogue-types.js';
import type { notices as english } from './notices.errors.js';

export const notices: Catalogue<typeof english> = {
  clientIdReused: {
    message: 'नोटिस की यह पहचान किसी दूसरे नोटिस के लिए इस्तेमाल हो चुकी है: नई पहचान बनाएँ।',
    field: 'किसी दूसरे नोटिस के लिए इस्तेमाल हो चुका है',
  },
  notStaff: 'आप किसी स्कूल के स्टाफ़ में नहीं हैं।',
  clientIdNewOnly: {
    message: '{{field}}: केवल नए नोटिस के लिए है।',
    field: 'केवल नए नोटिस के लिए है',
  },
  textEmpty: {
    message: '{{field}}: खाली न छोड़ें।',
    field: 'खाली न छोड़ें',
  },
  sectionNeeded: {
    message: '{{field}}: कम से कम एक सेक्शन चुनें।',
    field: 'कम से कम एक सेक्शन चुनें',
  },
  classNeeded: {
    message: '{{field}}: कम से कम एक कक्षा चुनें।',
    field: 'कम से कम एक कक्षा चुनें',
  },
  notSchoolSection: {
    message: '{{field}}: यह इस स्कूल का सेक्शन नहीं है।',
    field: 'इस स्कूल का सेक्शन नहीं है',
  },
  notSchoolClass: {
    message: '{{field}}: यह इस स्कूल की कक्षा नहीं है।',
    field: 'इस स्कूल की कक्षा नहीं है',
  },
  attachmentNotSchool: {
    message: '{{field}}: स्कूल के लिए अपलोड की गई फ़ाइल ही जोड़ें।',
    field: 'स्कूल के लिए अपलोड की गई फ़ाइल ही जोड़ें',
  },
  publishAtInvalid: {
    message: '{{field}}: यह मान्य समय नहीं है।',
    field: 'मान्य समय नहीं है',
  },
  publishAtTooFar: {
    message: '{{field}}: एक साल के भीतर का समय चुनें।',
    field: 'एक साल के भीतर का समय चुनें',
  },
  publishAtLater: {
    message: '{{field}}: नोटिस प्रकाशित होने के बाद इसे आगे नहीं बढ़ाया जा सकता।',
    field: 'नोटिस प्रकाशित होने के बाद आगे नहीं बढ़ाया जा सकता',
  },
  onlyAuthorOrAdmin: 'इस नोटिस को केवल इसे लिखने वाले या स्कूल एडमिन ही बदल सकते हैं।',
};
