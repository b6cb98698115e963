import type { Catalogue } from '../catalogue-types.js';
import type { learning as english } from './learning.errors.js';

export const learning: Catalogue<typeof english> = {
  recordedLectureNotFound: 'यह रिकॉर्ड किया गया लेक्चर नहीं मिला।',
  itemRequired: '{{field}}: ज़रूरी है (प्रश्नपत्र की प्रगति के लिए {{paperField}})।',
  eventKeyDiffers: '{{field}} और {{header}} हेडर अलग-अलग हैं; दोनों में से एक ही भेजें।',
  sourceInvalid: '{{field}}: 1, 2, 3 या 4 दें।',
  mediaTimeFormat: "{{field}}: '{{format}}' के रूप में दें, ज़्यादा से ज़्यादा {{hours, number}} घंटे।",
  idsRequired: '{{field}} या {{listField}} में से एक ज़रूरी है।',
  idsBetween: '{{field}}: 1 से {{max, number}} तक आईडी दें।',
  packageEnded: 'आपका पैकेज {{endedOn, day}} को समाप्त हो गया था; उस तारीख के बाद का काम सहेजा नहीं गया।',
  madeAfterEnd: '{{field}}: पैकेज के समाप्त होने ({{endedOn}}) के बाद का समय।',
};
