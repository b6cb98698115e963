import type { Catalogue } from '../../lib/catalogue';
import type { QuestionStrings } from './question.strings';

const ta: Catalogue<QuestionStrings> = {
  question: {
    number: 'கேள்வி {{n}}',
    marks: '{{marks}} மதிப்பெண்கள், தவறான விடைக்கு {{negative}}',
    marksNoNegative: '{{marks}} மதிப்பெண்கள்',
    passage: 'பத்தியைப் படித்து, அதன் கீழ் உள்ள கேள்விகளுக்கு விடையளியுங்கள்.',
    figure: 'கேள்வியின் படம் {{n}}',
    chooseOne: 'ஒரு விடையைத் தேர்வுசெய்யுங்கள்',
    chooseMany: 'சரியான எல்லா விடைகளையும் தேர்வுசெய்யுங்கள்',
    integerLabel: 'உங்கள் விடை (ஒரு முழு எண்)',
    numericLabel: 'உங்கள் விடை (ஓர் எண்)',
    notANumber: '12 அல்லது -3.5 போன்ற ஓர் எண்ணை எழுதுங்கள்',
    notAWholeNumber: '12 அல்லது -3 போன்ற ஒரு முழு எண்ணை எழுதுங்கள்',
    blank: 'கோடிட்ட இடம் {{n}}',
    trueFalse: 'சரியா தவறா',
    true: 'சரி',
    false: 'தவறு',
    matchHint: 'இடப்பக்கம் உள்ள ஒவ்வொன்றையும் வலப்பக்கம் உள்ள ஒன்றுடன் பொருத்துங்கள்',
    matchPick: 'பொருத்தத்தைத் தேர்வுசெய்',
    matchColumn: 'பொருத்த வேண்டியவை',
    typedAnswer: 'உங்கள் விடை',
    photos: 'நீங்கள் எழுதியவற்றின் புகைப்படங்கள்',
    addPhoto: 'உங்கள் வேலையின் புகைப்படம் சேர்',
    uploading: 'புகைப்படம் பதிவேற்றப்படுகிறது…',
    uploadFailed: 'புகைப்படத்தைப் பதிவேற்ற முடியவில்லை. இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
    photoTooMany: 'அதிகபட்சம் {{max}} புகைப்படங்கள்',
    removePhoto: 'புகைப்படம் {{n}} ஐ நீக்கு',
    photoAlt: 'நீங்கள் எழுதியவற்றின் புகைப்படம் {{n}}',
    clear: 'விடையை அழி',
  },
};
export default ta;
