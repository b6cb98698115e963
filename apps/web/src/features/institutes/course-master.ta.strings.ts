import type { Catalogue } from '../../lib/catalogue';
import type { CourseMasterStrings } from './course-master.strings';

const ta: Catalogue<CourseMasterStrings> = {
  courses: {
    title: 'பாடநெறிகள்',
    intro:
      'உங்கள் பள்ளி வழங்கும் வாரியங்கள், வகுப்புகள், பாடங்கள், ஒவ்வொரு பிரிவிலும் ஒவ்வொரு பாடத்தையும் எந்த ஆசிரியர் கற்பிக்கிறார் என்பது.',
    loadError: 'பள்ளியின் பாடநெறிகளை ஏற்ற முடியவில்லை.',
    adminOnly: 'பள்ளி நிர்வாகி மட்டுமே பள்ளியின் பாடநெறிகளை நிர்வகிப்பார்.',
    emptyTitle: 'இன்னும் வகுப்புகள் இல்லை',
    emptyText: 'பேட்ச்கள் திரையில் மாணவர் பட்டியல் இறக்குமதி மூலம் பிரிவுகளைச் சேருங்கள்; அவற்றின் வகுப்புகள் இங்கே தெரியும்.',
    classHeading: '{{board}}, {{className}}',
    subjectsHeading: 'வழங்கப்படும் பாடங்கள்',
    subjectsHint: 'இந்த வகுப்பின் ஒரு பிரிவு, இயக்கப்பட்ட பாடங்களைப் படிக்கும்.',
    custom: 'பள்ளியின் சொந்தப் பாடம்',
    noSubjects: 'பட்டியலில் இந்த வகுப்புக்கு இன்னும் பாடங்கள் இல்லை.',
    sectionHeading: 'பிரிவு {{section}}',
    noSections: 'இந்த வகுப்பில் இன்னும் பிரிவுகள் இல்லை.',
    noOffered: 'ஒரு பாடத்துக்கு ஆசிரியரை ஒதுக்க, முதலில் மேலே அதை வழங்குங்கள்.',
    subject: 'பாடம்',
    teachers: 'ஆசிரியர்கள்',
    nobody: 'இன்னும் ஆசிரியர் இல்லை',
    teacherFor: '{{section}} இல் {{subject}} ஆசிரியர்',
    pickTeacher: 'ஆசிரியரைத் தேர்வுசெய்',
    assign: 'ஒதுக்கு',
    remove: '{{name}} ஐ {{subject}} இலிருந்து நீக்கு',
    assigned: 'இப்போது {{section}} இல் {{subject}} பாடத்தை {{name}} கற்பிக்கிறார்.',
    removed: '{{section}} இல் {{subject}} பாடத்தை {{name}} இனி கற்பிக்கமாட்டார்.',
    offered: '{{subject}} வழங்கப்படுகிறது.',
    withdrawn: '{{subject}} இனி வழங்கப்படாது.',
    noTeachers: 'உங்கள் பள்ளியில் இன்னும் ஆசிரியர்கள் இல்லை.',
    failed: 'அந்த மாற்றம் சேமிக்கப்படவில்லை.',
  },
};
export default ta;
