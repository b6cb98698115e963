import type { Catalogue } from '../catalogue-types.js';
import type { attempts as english } from './attempts.errors.js';

export const attempts: Catalogue<typeof english> = {
  learnersOnly: 'வினாத்தாள்களை மாணவர்கள் மட்டுமே எழுதுவார்கள்.',
  forYourself: 'நீங்கள் உங்களுக்காக மட்டுமே வினாத்தாளை எழுத முடியும்.',
  submittedAlready: 'இந்த வினாத்தாளை நீங்கள் ஏற்கெனவே சமர்ப்பித்துவிட்டீர்கள்.',
  notSubmitted: 'இந்த முயற்சி இன்னும் சமர்ப்பிக்கப்படவில்லை.',
  markingIdReused: 'இந்த மாற்றம் ஏற்கெனவே வேறொரு முயற்சியில் சேமிக்கப்பட்டது. மதிப்பெண்களை மீண்டும் சேமிக்கவும்.',
  paperAttempted: 'இந்த வினாத்தாளை ஒருவர் எழுதியுள்ளார்: இதன் கேள்விகள் இனி மாறாது.',
  paperAssigned: 'இந்த வினாத்தாள் வழங்கப்பட்டுள்ளது: மாணவர்களின் முயற்சிகளும் முடிவுகளும் இதனுடன் இணைந்துள்ளன.',
};
