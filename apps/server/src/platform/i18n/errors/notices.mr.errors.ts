import type { Catalogue } from '../catalogue-types.js';
import type { notices as english } from './notices.errors.js';

export const notices: Catalogue<typeof english> = {
  clientIdReused: {
    message: 'सूचनेची ही ओळख दुसऱ्या सूचनेसाठी वापरली गेली आहे: नवीन ओळख तयार करा.',
    field: 'दुसऱ्या सूचनेसाठी वापरला गेला आहे',
  },
  notStaff: 'तुम्ही कोणत्याही शाळेच्या कर्मचाऱ्यांमध्ये नाही.',
  clientIdNewOnly: {
    message: '{{field}}: फक्त नवीन सूचनेसाठी आहे.',
    field: 'फक्त नवीन सूचनेसाठी आहे',
  },
  textEmpty: {
    message: '{{field}}: रिकामे ठेवू नका.',
    field: 'रिकामे ठेवू नका',
  },
  sectionNeeded: {
    message: '{{field}}: किमान एक तुकडी निवडा.',
    field: 'किमान एक तुकडी निवडा',
  },
  classNeeded: {
    message: '{{field}}: किमान एक इयत्ता निवडा.',
    field: 'किमान एक इयत्ता निवडा',
  },
  notSchoolSection: {
    message: '{{field}}: ही या शाळेची तुकडी नाही.',
    field: 'या शाळेची तुकडी नाही',
  },
  notSchoolClass: {
    message: '{{field}}: ही या शाळेची इयत्ता नाही.',
    field: 'या शाळेची इयत्ता नाही',
  },
  attachmentNotSchool: {
    message: '{{field}}: शाळेसाठी अपलोड केलेली फाइलच जोडा.',
    field: 'शाळेसाठी अपलोड केलेली फाइलच जोडा',
  },
  publishAtInvalid: {
    message: '{{field}}: ही वैध वेळ नाही.',
    field: 'वैध वेळ नाही',
  },
  publishAtTooFar: {
    message: '{{field}}: एका वर्षाच्या आतली वेळ निवडा.',
    field: 'एका वर्षाच्या आतली वेळ निवडा',
  },
  publishAtLater: {
    message: '{{field}}: सूचना प्रसिद्ध झाल्यावर ही वेळ पुढे ढकलता येत नाही.',
    field: 'सूचना प्रसिद्ध झाल्यावर पुढे ढकलता येत नाही',
  },
  onlyAuthorOrAdmin: 'ही सूचना फक्त ती लिहिणारे किंवा शाळेचे प्रशासकच बदलू शकतात.',
};
