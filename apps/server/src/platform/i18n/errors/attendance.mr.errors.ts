import type { Catalogue } from '../catalogue-types.js';
import type { attendance as english } from './attendance.errors.js';

export const attendance: Catalogue<typeof english> = {
  saveRegisterFirst: 'आधी हजेरीपट जतन करा: ही सूचना हजेरीपटात गैरहजर नोंदलेल्या विद्यार्थ्यांच्या पालकांना जाते.',
  registerClosed:
    '{{date, day}} चा हजेरीपट आता बदलता येणार नाही: हजेरीपट त्याच दिवशी भरला आणि बदलला जातो, आणि आज {{today, day}} आहे.',
  noticeNotToday:
    '{{date, day}} साठी गैरहजेरीची सूचना पाठवता येणार नाही: ही सूचना हजेरीपटाच्या दिवशीच जाते, आणि आज {{today, day}} आहे.',
  markIdReused: 'हा बदल आधीच दुसऱ्या हजेरीपटात जतन झाला आहे. कृपया हजेरीपट पुन्हा जतन करा.',
  markIdReusedField: 'दुसऱ्या हजेरीपटासाठी आधीच वापरला आहे',
  noRegisterToday: 'आजचा हजेरीपट अजून जतन केलेला नाही',
  notStaff: 'तुम्ही कोणत्याही शाळेच्या कर्मचाऱ्यांमध्ये नाही.',
  endBeforeStart: 'शेवटची तारीख सुरुवातीच्या तारखेआधीची असू शकत नाही.',
  rangeTooLong_one: 'शेवटची तारीख सुरुवातीच्या तारखेपासून {{count, number}} दिवसाच्या आत असावी.',
  rangeTooLong_other: 'शेवटची तारीख सुरुवातीच्या तारखेपासून {{count, number}} दिवसांच्या आत असावी.',
  notSectionsSchool: 'दिलेली शाळा या तुकडीची शाळा नाही.',
  notSectionsBoard: 'दिलेले बोर्ड या तुकडीचे बोर्ड नाही.',
  notSectionsClass: 'दिलेली इयत्ता या तुकडीची इयत्ता नाही.',
  notLearnerOfSection: 'नोंदलेल्यांपैकी एक विद्यार्थी या तुकडीतील नाही.',
  notLearnerOfSectionField: 'या तुकडीतील विद्यार्थी नाही',
  markedTwice: 'एका विद्यार्थ्याची हजेरी दोनदा नोंदली आहे: प्रत्येक विद्यार्थ्याची हजेरी एकदाच नोंदवा.',
  markedTwiceField: 'दोनदा नोंदले आहे',
  settingsAdminOnly: 'शाळेची उपस्थिती सेटिंग फक्त शाळेचे प्रशासक बदलू शकतात.',
};
