import type { Catalogue } from '../catalogue-types.js';
import type { content as english } from './content.errors.js';

export const content: Catalogue<typeof english> = {
  lessonMissing: 'کچھ گڑبڑ ہو گئی! یہ سبق ابھی نہیں کھل سکتا۔',
  notStorageKey: 'یہ نہ اسٹوریج کی کسی فائل کا نام ہے، نہ میڈیا کا پتا۔',
  storageKeyField: '{{field}}: اسٹوریج کی کسی فائل کا نام یا اسی سرور کا میڈیا پتا دیں۔',
  crsNotFound: 'اس کوڈ کا کوئی مواد نہیں ملا۔',
  nameAScope: 'نصاب کا کوئی حصہ، کوئی گروپ یا کچھ مواد منتخب کریں۔',
  scopeField: '{{field}}: {{idsField}} نہ ہو تو ضروری ہے۔',
};
