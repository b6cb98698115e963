import type { Catalogue } from '../catalogue-types.js';
import type { access as english } from './access.errors.js';

export const access: Catalogue<typeof english> = {
  noContent: 'यह सामग्री नहीं मिली।',
  noPaper: 'यह प्रश्नपत्र नहीं मिला।',
  outsideCatalogue: '{{field}}: पाठ्यक्रम से बाहर की सामग्री के लिए ज़रूरी है।',
  outsideCatalogueField: 'पाठ्यक्रम से बाहर की सामग्री के लिए ज़रूरी है',
  paperWithoutClass: '{{field}}: बिना कक्षा वाले प्रश्नपत्र के लिए ज़रूरी है।',
  paperWithoutClassField: 'बिना कक्षा वाले प्रश्नपत्र के लिए ज़रूरी है',
  placeOfKind: '{{field}}: {{kind}} के लिए ज़रूरी है।',
  placeOfKindField: '{{kind}} के लिए ज़रूरी है',
};
