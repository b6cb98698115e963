import type { Catalogue } from '../../lib/catalogue';
import type { AccessStrings } from './access.strings';

const ta: Catalogue<AccessStrings> = {
  access: {
    title: {
      signIn: 'இதைத் திறக்க உள்நுழையுங்கள்',
      package: 'இதைத் திறக்க ஒரு தொகுப்பு தேவை',
      premium: 'இது பிரீமியம் உள்ளடக்கம்',
      contentLimit: 'உங்கள் இலவசப் பகுதிகள் அனைத்தையும் பயன்படுத்திவிட்டீர்கள்',
      institute: 'உங்களுக்கு அனுமதி இல்லை; உங்கள் நிறுவன நிர்வாகியைத் தொடர்புகொள்ளுங்கள்',
      freeTrialEnded: 'உங்கள் இலவச சோதனைக் காலம் முடிந்துவிட்டது',
      liveClassesOnly: 'இதைத் திறக்க நேரலை வகுப்புகளுக்குச் சந்தா செலுத்துங்கள்',
      eliteClass: 'இதைத் திறக்க எலைட் வகுப்புக்குச் சந்தா செலுத்துங்கள்',
      escOnlineOnly: 'வகுப்பறை டேப்லெட்டுகளில் கிடைக்காது',
      locked: 'இது பூட்டப்பட்டுள்ளது',
    },
    contentLimitCount: 'இந்த வகுப்புக்கான {{limit}} இலவசப் பகுதிகளில் {{opened}} ஐத் திறந்துவிட்டீர்கள்.',
    askInstitute: 'உங்கள் நிறுவன நிர்வாகி இதை உங்களுக்காக மாற்ற முடியும்.',
    action: {
      package: 'தொகுப்புகளைப் பார்',
      subscription: 'சந்தாக்களைப் பார்',
      signIn: 'உள்நுழை',
    },
    checking: 'உங்கள் அனுமதியைச் சரிபார்க்கிறது…',
    checkError: 'இந்த உள்ளடக்கத்துக்கான உங்கள் அனுமதியைச் சரிபார்க்க முடியவில்லை.',
  },
};
export default ta;
