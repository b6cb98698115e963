import type { Catalogue } from '../catalogue-types.js';
import type { content as english } from './content.errors.js';

export const content: Catalogue<typeof english> = {
  lessonMissing: 'ஏதோ தவறு நடந்துவிட்டது! இந்தப் பாடப்பகுதியை இப்போது திறக்க முடியாது.',
  notStorageKey: 'இது சேமிப்பகக் கோப்பின் பெயரும் அல்ல, ஊடக முகவரியும் அல்ல.',
  storageKeyField: '{{field}}: சேமிப்பகக் கோப்பின் பெயரையோ இந்தச் சர்வரின் ஊடக முகவரியையோ தரவும்.',
  crsNotFound: 'இந்தக் குறியீட்டில் எந்த உள்ளடக்கமும் இல்லை.',
  nameAScope: 'பாடத்திட்டத்தின் ஒரு பகுதி, ஒரு குழு அல்லது சில உள்ளடக்கங்களைத் தேர்வு செய்யவும்.',
  scopeField: '{{field}}: {{idsField}} இல்லையென்றால் இது தேவை.',
};
