import type { Catalogue } from '../catalogue-types.js';
import type { auth as english } from './auth.errors.js';

export const auth: Catalogue<typeof english> = {
  onlyForYourself: 'இதை உங்களுக்காக மட்டுமே செய்ய முடியும்.',
  manySigningIn: 'இப்போது பலர் ஒரே நேரத்தில் உள்நுழைகிறார்கள். சில வினாடிகள் கழித்து மீண்டும் முயலவும்.',
  notTaughtSection: 'நீங்கள் இந்தப் பிரிவுக்குப் பாடம் எடுப்பதில்லை.',
};
