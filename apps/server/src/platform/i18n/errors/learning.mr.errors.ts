import type { Catalogue } from '../catalogue-types.js';
import type { learning as english } from './learning.errors.js';

export const learning: Catalogue<typeof english> = {
  recordedLectureNotFound: 'हे रेकॉर्ड केलेले व्याख्यान सापडले नाही.',
  itemRequired: '{{field}}: आवश्यक आहे (प्रश्नपत्रिकेच्या प्रगतीसाठी {{paperField}}).',
  eventKeyDiffers: '{{field}} आणि {{header}} हेडर वेगवेगळे आहेत; दोन्हींपैकी एकच पाठवा.',
  sourceInvalid: '{{field}}: 1, 2, 3 किंवा 4 द्या.',
  mediaTimeFormat: "{{field}}: '{{format}}' या स्वरूपात द्या, जास्तीत जास्त {{hours, number}} तास.",
  idsRequired: '{{field}} किंवा {{listField}} यांपैकी एक आवश्यक आहे.',
  idsBetween: '{{field}}: 1 ते {{max, number}} आयडी द्या.',
  packageEnded: 'तुमचे पॅकेज {{endedOn, day}} रोजी संपले; त्या तारखेनंतरचे काम जतन झाले नाही.',
  madeAfterEnd: '{{field}}: पॅकेज संपल्यानंतरची ({{endedOn}}) वेळ.',
};
