import type { Catalogue } from '../catalogue-types.js';
import type { handins as english } from './handins.errors.js';

export const handins: Catalogue<typeof english> = {
  learnerOnly: 'विद्यार्थी आपले काम स्वतः जमा करतात.',
  alreadyHandedIn: 'हे काम आधीच जमा झाले आहे: शिक्षकांनी सांगितल्यावर ते पुन्हा जमा करता येईल.',
  alreadyMarked: 'हे काम आधीच तपासले आहे (परत दिले किंवा पुन्हा मागितले): ते परत घेता येणार नाही.',
  noHandin: 'या कामात काहीही जमा करायचे नाही.',
  takenBack: 'विद्यार्थ्याने हे काम परत घेतले आहे: आता त्याला गुण देता येणार नाहीत.',
  askedAgain: 'हे काम पुन्हा मागितले होते: विद्यार्थ्याचे नवीन जमा केलेले काम तपासा.',
  changed: 'दरम्यान हे काम बदलले आहे: ते पुन्हा उघडा.',
  noTask: 'गृहपाठातील हे काम सापडले नाही.',
  noHandinFound: 'हे जमा केलेले काम सापडले नाही.',
  notTaught: 'हा गृहपाठ ज्या तुकड्यांना दिला त्यांपैकी कोणत्याही तुकडीला तुम्ही शिकवत नाही.',
  maxMarksRequired: '{{field}}: काम जमा करायचे असल्यास एकूण गुण लिहा.',
  marksRequired: '{{field}}: काम परत देण्यासाठी गुण लिहा.',
  wholeNumber: '{{field}}: पूर्ण संख्या लिहा.',
  maxMarksRange: '{{field}}: 1 ते {{max, number}} मधील संख्या लिहा.',
  notNumber: '{{field}}: संख्या लिहा.',
  marksRange: '{{field}}: 0 ते {{max, number}} मधील गुण लिहा.',
  wholeOrHalf: '{{field}}: पूर्ण किंवा अर्धे गुणच द्या.',
  markedFileImage: '{{field}}: शाळेसाठी अपलोड केलेले चित्र निवडा.',
  fileYours: '{{field}}: या कामासाठी तुम्ही अपलोड केलेली फाइल निवडा.',
  idUsed: '{{field}}: हे आधीच वापरले गेले आहे.',
  handInSomething: 'फोटो, पीडीएफ किंवा टाइप केलेले उत्तर जमा करा.',
  onlySectionTeachersMark: 'हे काम फक्त विद्यार्थ्याच्या वर्गाचे शिक्षकच तपासू शकतात.',
};
