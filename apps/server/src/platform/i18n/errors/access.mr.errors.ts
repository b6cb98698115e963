import type { Catalogue } from '../catalogue-types.js';
import type { access as english } from './access.errors.js';

export const access: Catalogue<typeof english> = {
  noContent: 'हा मजकूर सापडला नाही.',
  noPaper: 'ही प्रश्नपत्रिका सापडली नाही.',
  outsideCatalogue: '{{field}}: अभ्यासक्रमाबाहेरील मजकुरासाठी आवश्यक आहे.',
  outsideCatalogueField: 'अभ्यासक्रमाबाहेरील मजकुरासाठी आवश्यक आहे',
  paperWithoutClass: '{{field}}: इयत्ता नसलेल्या प्रश्नपत्रिकेसाठी आवश्यक आहे.',
  paperWithoutClassField: 'इयत्ता नसलेल्या प्रश्नपत्रिकेसाठी आवश्यक आहे',
  placeOfKind: '{{field}}: {{kind}} साठी आवश्यक आहे.',
  placeOfKindField: '{{kind}} साठी आवश्यक आहे',
};
