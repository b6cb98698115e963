import type { Catalogue } from '../catalogue-types.js';
import type { questionExchange as english } from './question-exchange.errors.js';

export const questionExchange: Catalogue<typeof english> = {
  idsOrPaper: '{{field}}: கேள்விகளையோ ஒரு தாளையோ, இரண்டில் ஒன்றைத் தேர்ந்தெடுக்கவும்.',
  tooMany: '{{field}} இல் {{count}} கேள்விகள் உள்ளன; ஒரு கோப்பில் அதிகபட்சம் {{max}} இருக்கலாம்.',
  inRunningOlympiad:
    'நீங்கள் தேர்ந்தெடுத்த ஒரு கேள்வி இப்போது நடக்கும் ஒலிம்பியாடில் உள்ளது: அது முடியும் வரை அதன் விடைகளை வெளியே எடுக்க முடியாது.',
  notAPackage: 'இந்தக் கோப்பு படிக்கக்கூடிய zip தொகுப்பு அல்ல.',
  packageTooLarge: 'தொகுப்பில் படிக்க முடியாத அளவுக்கு அதிகக் கோப்புகள் அல்லது தரவு உள்ளது.',
  noManifest: 'தொகுப்பில் imsmanifest.xml இல்லை, எனவே அதன் கேள்விகளைக் கண்டுபிடிக்க முடியாது.',
  notWellFormed: '{{file}} சரியான XML அல்ல.',
  missingFile: 'தொகுப்பு {{file}} ஐக் குறிப்பிடுகிறது, ஆனால் அது அதில் இல்லை.',
  notAnItem: 'இது QTI 3.0 கேள்வி அல்ல.',
  unsupportedInteraction: 'விடை வகை {{interaction}} இங்குள்ள எந்தக் கேள்வி வகைக்கும் பொருந்தாது.',
  noInteraction: 'இந்தக் கேள்வி எந்த விடையையும் கேட்கவில்லை.',
  severalInteractions: 'இந்தக் கேள்வி ஒரே நேரத்தில் பல வகை விடைகளைக் கேட்கிறது.',
  noResponseDeclared: 'கேள்வி தான் எதிர்பார்க்கும் விடையைச் சொல்லவில்லை.',
  tooManyOptions: 'கேள்வியில் {{count}} விருப்பங்கள் உள்ளன; இங்கு ஒரு கேள்வியில் அதிகபட்சம் {{max}} இருக்கலாம்.',
  badIdentifier: 'விருப்பத்தின் பெயர் {{identifier}} ஐ வைத்துக்கொள்ள முடியாது.',
  noCorrectAnswer: 'கேள்வியில் சரியான விடை தரப்படவில்லை.',
  notAChoice: 'சரியான விடை {{identifier}} ஐக் குறிப்பிடுகிறது, அது விருப்பங்களில் ஒன்றல்ல.',
  oneCorrectChoice: 'ஒரு விடைக் கேள்வியில் சரியாக ஒரு சரியான விருப்பம் இருக்க வேண்டும்.',
  matchTwoSets: 'பொருத்தும் கேள்வியில் இரண்டு நெடுவரிசைகள் இருக்க வேண்டும்.',
  noStem: 'கேள்வியில் உரை இல்லை.',
  relativeTolerance: '{{percent}}% அனுமதிப் பிழை ஒரு நிலையான அளவாக மாற்றப்பட்டது.',
  marksAssumed: 'கோப்பில் மதிப்பெண் இல்லை: {{marks}} மதிப்பெண் வைக்கப்பட்டது.',
  mathAsText: 'TeX இல்லாத ஒரு சூத்திரம் வெற்று உரையாக வைக்கப்பட்டது.',
  imageOutside: 'கோப்புக்கு வெளியே உள்ள ஒரு படம் விடப்பட்டது.',
  removedElement: 'ஒரு {{element}} பகுதி நீக்கப்பட்டது.',
  svgScript: 'ஸ்கிரிப்ட் உள்ள ஒரு படம் விடப்பட்டது.',
  passageQuestionLeftOut: 'பத்தியின் கேள்வி “{{title}}” ஐக் கொண்டுவர முடியவில்லை.',
};
