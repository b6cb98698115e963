import type { Catalogue } from '../catalogue-types.js';
import type { catalogue as english } from './catalogue.errors.js';

export const catalogue: Catalogue<typeof english> = {
  nodeNotFound: 'पाठ्यक्रम का यह भाग नहीं मिला।',
  contentNotFound: 'यह सामग्री नहीं मिली।',
  bookNotFound: 'इस कोड की कोई किताब नहीं मिली।',
  paperNotFound: 'यह प्रश्नपत्र नहीं मिला।',
  customSubjectNotFound: 'स्कूल का यह अपना विषय नहीं मिला।',
  contentChanged: 'इस बीच यह सामग्री बदल गई है (संस्करण {{version}})। पेज फिर से लोड करें और दोबारा कोशिश करें।',
  tagOfAnotherTag: 'टैग का यह मान किसी दूसरे टैग का है।',
  tagsAreGlobal: 'टैग पूरे कैटलॉग में साझा होते हैं: इन्हें केवल प्लेटफ़ॉर्म के संपादक बदलते हैं।',
  platformEditorsOnly: 'प्लेटफ़ॉर्म की सामग्री-सूची केवल प्लेटफ़ॉर्म संपादक बदल सकते हैं।',
};
