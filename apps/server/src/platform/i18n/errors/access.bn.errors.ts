import type { Catalogue } from '../catalogue-types.js';
import type { access as english } from './access.errors.js';

export const access: Catalogue<typeof english> = {
  noContent: 'এই বিষয়বস্তুটি পাওয়া যায়নি।',
  noPaper: 'এই প্রশ্নপত্রটি পাওয়া যায়নি।',
  outsideCatalogue: '{{field}}: সিলেবাসের বাইরের বিষয়বস্তুর জন্য দেওয়া আবশ্যক।',
  outsideCatalogueField: 'সিলেবাসের বাইরের বিষয়বস্তুর জন্য দেওয়া আবশ্যক',
  paperWithoutClass: '{{field}}: শ্রেণি ছাড়া প্রশ্নপত্রের জন্য দেওয়া আবশ্যক।',
  paperWithoutClassField: 'শ্রেণি ছাড়া প্রশ্নপত্রের জন্য দেওয়া আবশ্যক',
  placeOfKind: '{{field}}: {{kind}}-এর জন্য দেওয়া আবশ্যক।',
  placeOfKindField: '{{kind}}-এর জন্য দেওয়া আবশ্যক',
};
