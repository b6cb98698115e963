import type { Catalogue } from '../catalogue-types.js';
import type { content as english } from './content.errors.js';

export const content: Catalogue<typeof english> = {
  lessonMissing: 'काहीतरी चुकले! हा पाठ आत्ता उघडता येत नाही.',
  notStorageKey: 'हे ना स्टोरेजमधील फाइलचे नाव आहे, ना मीडियाचा पत्ता.',
  storageKeyField: '{{field}}: स्टोरेजमधील फाइलचे नाव किंवा याच सर्व्हरचा मीडिया पत्ता द्या.',
  crsNotFound: 'या कोडचा कोणताही मजकूर सापडला नाही.',
  nameAScope: 'अभ्यासक्रमाचा एखादा भाग, एखादा गट किंवा काही मजकूर निवडा.',
  scopeField: '{{field}}: {{idsField}} नसल्यास आवश्यक आहे.',
};
