import type { Catalogue } from '../catalogue-types.js';
import type { http as english } from './http.errors.js';

export const http: Catalogue<typeof english> = {
  invalidDay: {
    message: '{{field}}: இது சரியான நாள் அல்ல.',
    field: 'சரியான நாள் அல்ல',
  },
  nulText: {
    message: 'உரையில் பூஜ்ய எழுத்து (யூனிகோட் 0000) இருக்கக் கூடாது.',
    field: 'இதில் பூஜ்ய எழுத்து (யூனிகோட் 0000) இருக்கக் கூடாது',
  },
  noSuch: {
    section: 'இந்தப் பிரிவு இல்லை.',
    school: 'இந்தப் பள்ளி இல்லை.',
    class: 'இந்த வகுப்பு இல்லை.',
    board: 'இந்த வாரியம் இல்லை.',
    subject: 'இந்தப் பாடம் இல்லை.',
    learnList: 'இந்தக் கற்றல் பட்டியல் இல்லை.',
    assignment: 'கொடுக்கப்பட்ட இந்த வீட்டுப்பாடம் அல்லது தேர்வு இல்லை.',
    handin: 'இந்த ஒப்படைப்பு இல்லை.',
    lecture: 'இந்த விரிவுரை இல்லை.',
    liveClass: 'இந்த நேரலை வகுப்பு இல்லை.',
    recordedLecture: 'இந்தப் பதிவுசெய்த வகுப்பு இல்லை.',
    attempt: 'இந்த முயற்சி இல்லை.',
    paper: 'இந்த வினாத்தாள் இல்லை.',
    question: 'இந்தக் கேள்வி இல்லை.',
    notice: 'இந்த அறிவிப்பு இல்லை.',
    syllabusNode: 'பாடத்திட்டத்தில் இந்தப் பகுதி இல்லை.',
    olympiadEnrollment: 'இந்த ஒலிம்பியாட் பதிவு இல்லை.',
    package: 'இந்தத் தொகுப்பு இல்லை.',
    payment: 'இந்தக் கட்டணம் இல்லை.',
    invoice: 'இந்த விலைப்பட்டியல் இல்லை.',
    file: 'இந்தக் கோப்பு இல்லை.',
    video: 'இந்தக் காணொளி இல்லை.',
    doubt: 'இந்தச் சந்தேகம் இல்லை.',
    content: 'இந்த உள்ளடக்கம் இல்லை.',
    report: 'இந்த அறிக்கை இல்லை.',
    thing: '{{what}}: இது இல்லை.',
  },
};
