import type { Catalogue } from '../../lib/catalogue';
import type { PracticeQuestionStrings } from './practice-question.strings';

const ta: Catalogue<PracticeQuestionStrings> = {
  practiceQuestion: {
    check: 'என் விடையைச் சரிபார்',
    checking: 'சரிபார்க்கிறது…',
    answerFirst: 'கேள்விக்கு விடையளித்து, பிறகு சரிபாருங்கள்.',
    checkError: 'விடையைச் சரிபார்க்க முடியவில்லை.',
    loadError: 'கேள்வியை ஏற்ற முடியவில்லை.',
    result: {
      correct: 'சரி.',
      incorrect: 'சரியில்லை.',
      partial: 'பகுதி சரி.',
    },
    resultOf: 'கேள்வி {{n}}: {{result}}',
    marks: '{{max}} இல் {{marks}} மதிப்பெண்கள்',
    key: 'சரியான விடை',
    explanation: 'விளக்கம்',
    noExplanation: 'இந்தக் கேள்விக்கு இன்னும் விளக்கம் இல்லை.',
    tolerance: '{{value}} (± {{tolerance}})',
    blank: 'கோடிட்ட இடம் {{n}}: {{answers}}',
    true: 'சரி',
    false: 'தவறு',
    passage: 'பத்தி',
    openPractice: 'கேள்விப் பயிற்சி',
    openPracticeText: 'பாடத்திட்டத்தின் இந்தப் பகுதியின் கேள்விகளுக்கு ஒவ்வொன்றாக விடையளித்து, ஒவ்வொரு விடையையும் சரிபாருங்கள்.',
  },
};
export default ta;
