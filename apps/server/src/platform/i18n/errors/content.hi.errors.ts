import type { Catalogue } from '../catalogue-types.js';
import type { content as english } from './content.errors.js';

export const content: Catalogue<typeof english> = {
  lessonMissing: 'कुछ गड़बड़ हो गई! यह पाठ अभी खुल नहीं सकता।',
  notStorageKey: 'यह न तो स्टोरेज में रखी फ़ाइल का नाम है, न मीडिया का पता।',
  storageKeyField: '{{field}}: स्टोरेज में रखी फ़ाइल का नाम या इसी सर्वर का मीडिया पता दें।',
  crsNotFound: 'इस कोड की कोई सामग्री नहीं मिली।',
  nameAScope: 'पाठ्यक्रम का कोई भाग, कोई समूह या कुछ सामग्री चुनें।',
  scopeField: '{{field}}: {{idsField}} न होने पर ज़रूरी है।',
};
