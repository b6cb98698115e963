import type { Catalogue } from '../catalogue-types.js';
import type { learning as english } from './learning.errors.js';

export const learning: Catalogue<typeof english> = {
  recordedLectureNotFound: 'இந்தப் பதிவுசெய்த வகுப்பு கிடைக்கவில்லை.',
  itemRequired: '{{field}}: தேவை (வினாத்தாள் முன்னேற்றத்துக்கு {{paperField}}).',
  eventKeyDiffers: '{{field}} மற்றும் {{header}} ஹெடர் வேறுபடுகின்றன; இரண்டில் ஒன்றை மட்டும் அனுப்பவும்.',
  sourceInvalid: '{{field}}: 1, 2, 3 அல்லது 4 தரவும்.',
  mediaTimeFormat: "{{field}}: '{{format}}' வடிவில் தரவும், அதிகபட்சம் {{hours, number}} மணி நேரம்.",
  idsRequired: '{{field}} அல்லது {{listField}} இவற்றில் ஒன்று தேவை.',
  idsBetween: '{{field}}: 1 முதல் {{max, number}} வரை அடையாள எண்களைத் தரவும்.',
  packageEnded: 'உங்கள் தொகுப்பு {{endedOn, day}} அன்று முடிந்தது; அந்த நாளுக்குப் பிறகு செய்த வேலை சேமிக்கப்படவில்லை.',
  madeAfterEnd: '{{field}}: தொகுப்பு முடிந்த ({{endedOn}}) பிறகான நேரம்.',
};
