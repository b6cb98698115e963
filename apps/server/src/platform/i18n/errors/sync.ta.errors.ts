import type { Catalogue } from '../catalogue-types.js';
import type { sync as english } from './sync.errors.js';

export const sync: Catalogue<typeof english> = {
  notSyncable:
    'இந்த மாற்றத்தை ஒன்றாக அனுப்பும் மாற்றங்களுடன் அனுப்ப முடியாது: அவுட்பாக்ஸின் மாற்றங்களை (முன்னேற்றம், விடைகள், வருகை, புக்மார்க்குகள், வீட்டுப்பாடத்தில் முடித்த பகுதிகள், அறிவிப்புகளையும் நோட்டிஃபிகேஷன்களையும் படித்தது) மட்டுமே அனுப்ப முடியும்.',
  notMade: 'இந்த மாற்றத்தைச் செய்ய முடியவில்லை.',
  notSaved: 'சேமிக்கப்படவில்லை.',
};
