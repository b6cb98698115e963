import type { Catalogue } from '../catalogue-types.js';
import type { access as english } from './access.errors.js';

export const access: Catalogue<typeof english> = {
  noContent: 'یہ مواد نہیں ملا۔',
  noPaper: 'یہ پرچہ نہیں ملا۔',
  outsideCatalogue: '{{field}}: نصاب سے باہر کے مواد کے لیے ضروری ہے۔',
  outsideCatalogueField: 'نصاب سے باہر کے مواد کے لیے ضروری ہے',
  paperWithoutClass: '{{field}}: بغیر جماعت والے پرچے کے لیے ضروری ہے۔',
  paperWithoutClassField: 'بغیر جماعت والے پرچے کے لیے ضروری ہے',
  placeOfKind: '{{field}}: {{kind}} کے لیے ضروری ہے۔',
  placeOfKindField: '{{kind}} کے لیے ضروری ہے',
};
