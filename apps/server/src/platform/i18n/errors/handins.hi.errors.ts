import type { Catalogue } from '../catalogue-types.js';
import type { handins as english } from './handins.errors.js';

export const handins: Catalogue<typeof english> = {
  learnerOnly: 'विद्यार्थी अपना काम खुद जमा करते हैं।',
  alreadyHandedIn: 'यह काम पहले ही जमा हो चुका है: शिक्षक के कहने पर इसे फिर से जमा किया जा सकता है।',
  alreadyMarked: 'इस काम की जाँच हो चुकी है (लौटाया गया या फिर से माँगा गया): इसे वापस नहीं लिया जा सकता।',
  noHandin: 'इस काम में कुछ जमा नहीं करना है।',
  takenBack: 'विद्यार्थी ने यह काम वापस ले लिया है: अब इस पर अंक नहीं दिए जा सकते।',
  askedAgain: 'यह काम फिर से माँगा गया था: विद्यार्थी का नया जमा किया गया काम जाँचें।',
  changed: 'इस बीच यह काम बदल गया है: इसे फिर से खोलें।',
};
