import type { Catalogue } from '../catalogue-types.js';
import type { homework as english } from './homework.errors.js';

export const homework: Catalogue<typeof english> = {
  learnersComplete: 'வீட்டுப்பாடத்தை மாணவர்களே முடிப்பார்கள்.',
  watchFirst: 'இந்தப் பகுதியை முழுவதும் பார்த்த பிறகு அல்லது படித்த பிறகே முடிந்ததாகக் கருதப்படும்.',
  notStarted: 'இந்த வீட்டுப்பாடம் இன்னும் தொடங்கவில்லை.',
  archived: 'காப்பகப்படுத்திய கற்றல் பட்டியலைப் படிக்க மட்டுமே முடியும்.',
  addItemFirst: 'கற்றல் பட்டியலை வெளியிடும் முன் அதில் ஒரு பகுதியைச் சேர்க்கவும்.',
};
