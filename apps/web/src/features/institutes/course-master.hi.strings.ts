import type { Catalogue } from '../../lib/catalogue';
import type { CourseMasterStrings } from './course-master.strings';

const hi: Catalogue<CourseMasterStrings> = {
  courses: {
    title: 'कोर्स',
    intro: 'आपके स्कूल के बोर्ड, कक्षाएँ और विषय, और हर सेक्शन में हर विषय कौन-सा शिक्षक पढ़ाता है।',
    loadError: 'हम स्कूल के कोर्स लोड नहीं कर सके।',
    adminOnly: 'स्कूल के कोर्स केवल स्कूल प्रशासक संभालते हैं।',
    emptyTitle: 'अभी कोई कक्षा नहीं',
    emptyText: '“बैच” स्क्रीन पर विद्यार्थी सूची आयात करके सेक्शन जोड़ें; उनकी कक्षाएँ यहाँ दिखेंगी।',
    classHeading: '{{board}}, {{className}}',
    subjectsHeading: 'पढ़ाए जाने वाले विषय',
    subjectsHint: 'इस कक्षा का हर सेक्शन वे विषय पढ़ता है जो चालू हैं।',
    custom: 'स्कूल का अपना',
    noSubjects: 'इस कक्षा के लिए अभी कोई विषय उपलब्ध नहीं है।',
    sectionHeading: 'सेक्शन {{section}}',
    noSections: 'इस कक्षा का अभी कोई सेक्शन नहीं।',
    noOffered: 'किसी विषय के लिए शिक्षक चुनने से पहले ऊपर उसे चालू करें।',
    subject: 'विषय',
    teachers: 'शिक्षक',
    nobody: 'अभी कोई शिक्षक नहीं',
    teacherFor: '{{section}} में {{subject}} के शिक्षक',
    pickTeacher: 'शिक्षक चुनें',
    assign: 'सौंपें',
    remove: '{{name}} को {{subject}} से हटाएँ',
    assigned: '{{name}} अब {{section}} में {{subject}} पढ़ाते हैं।',
    removed: '{{name}} अब {{section}} में {{subject}} नहीं पढ़ाते।',
    offered: '{{subject}} अब पढ़ाया जाता है।',
    withdrawn: '{{subject}} अब नहीं पढ़ाया जाता।',
    noTeachers: 'आपके स्कूल में अभी कोई शिक्षक नहीं है।',
    failed: 'यह बदलाव सहेजा नहीं गया।',
  },
};
export default hi;
