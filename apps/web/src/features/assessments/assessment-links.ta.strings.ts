import type { Catalogue } from '../../lib/catalogue';
import type { AssessmentLinksStrings } from './assessment-links.strings';

const ta: Catalogue<AssessmentLinksStrings> = {
  assessments: {
    viewQuestions: {
      title: 'கேள்விகள்: {{paper}}',
      titlePlain: 'வினாத்தாளின் கேள்விகள்',
      loading: 'கேள்விகள் ஏற்றப்படுகின்றன…',
      error: 'இந்த வினாத்தாளின் கேள்விகளை ஏற்ற முடியவில்லை.',
      badLink: 'இந்த இணைப்பில் வினாத்தாளின் பெயர் இல்லை.',
      notOpen: 'இந்தக் கேள்விகள் உங்களுக்குத் திறக்கப்படவில்லை.',
      facts: '{{count}} கேள்விகள் · {{marks}} மதிப்பெண்கள் · {{minutes}} நிமிடங்கள்',
      teacher: 'அமைத்தவர்: {{name}}',
      syllabus: 'பாடத்திட்டம்: {{name}}',
      subject: 'பாடம்: {{name}}',
      section: 'பிரிவு: {{name}}',
      answer: 'விடை',
      explanation: 'விளக்கம்',
      dropped: 'நீக்கப்பட்டது (அனைவருக்கும் மதிப்பெண்)',
      noKeys: 'இந்த வினாத்தாளுக்கு விடைகளும் விளக்கங்களும் காட்டப்படுவதில்லை.',
      empty: 'இந்த வினாத்தாளில் இன்னும் கேள்விகள் இல்லை.',
      print: 'அச்சிடு',
      back: 'பின்செல்',
    },
    weeklyReport: {
      loading: 'உங்கள் அறிக்கை தேடப்படுகிறது…',
      error: 'உங்கள் அறிக்கையைக் கண்டுபிடிக்க முடியவில்லை.',
      badLink: 'இந்த இணைப்பில் தேர்வின் பெயர் இல்லை.',
      notTaken: 'இந்தத் தேர்வை இன்னும் யாரும் எழுதவில்லை, எனவே காட்ட அறிக்கை இல்லை.',
      notMarked: 'உங்கள் விடைகள் சமர்ப்பிக்கப்பட்டன. திருத்தியதும் அறிக்கை இங்கே திறக்கும்.',
      toTests: 'உங்கள் தேர்வுகளைப் பார்',
    },
    byName: {
      opening: '“{{name}}” திறக்கப்படுகிறது…',
      error: 'உங்கள் தேர்வுகளை ஏற்ற முடியவில்லை.',
      notFound: 'உங்களுக்கு ஒதுக்கப்பட்ட தேர்வுகளில் “{{name}}” என்ற பெயரில் எதுவும் இல்லை.',
      notOpen: '“{{name}}” ஐ இப்போது திறக்க முடியாது.',
      toTests: 'உங்கள் தேர்வுகளைப் பார்',
    },
  },
};
export default ta;
