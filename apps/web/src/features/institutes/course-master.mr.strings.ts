import type { Catalogue } from '../../lib/catalogue';
import type { CourseMasterStrings } from './course-master.strings';

const mr: Catalogue<CourseMasterStrings> = {
  courses: {
    title: 'अभ्यासक्रम',
    intro: 'तुमची शाळा देत असलेले बोर्ड, इयत्ता आणि विषय, आणि प्रत्येक तुकडीत प्रत्येक विषय कोणते शिक्षक शिकवतात.',
    loadError: 'शाळेचे अभ्यासक्रम लोड करता आले नाहीत.',
    adminOnly: 'शाळेचे अभ्यासक्रम फक्त शाळा प्रशासक सांभाळतात.',
    emptyTitle: 'अजून इयत्ता नाहीत',
    emptyText: 'बॅच स्क्रीनवरील विद्यार्थी यादी आयातीने तुकड्या जोडा; त्यांच्या इयत्ता इथे दिसतील.',
    classHeading: '{{board}}, {{className}}',
    subjectsHeading: 'शिकवले जाणारे विषय',
    subjectsHint: 'या इयत्तेच्या तुकडीला सुरू केलेले विषय असतात.',
    custom: 'शाळेचा स्वतःचा',
    noSubjects: 'या इयत्तेसाठी कॅटलॉगमध्ये अजून विषय नाहीत.',
    sectionHeading: 'तुकडी {{section}}',
    noSections: 'या इयत्तेच्या अजून तुकड्या नाहीत.',
    noOffered: 'विषयाला शिक्षक देण्यासाठी आधी वर तो विषय सुरू करा.',
    subject: 'विषय',
    teachers: 'शिक्षक',
    nobody: 'अजून शिक्षक नाहीत',
    teacherFor: '{{section}} मध्ये {{subject}} साठी शिक्षक',
    pickTeacher: 'शिक्षक निवडा',
    assign: 'नेमा',
    remove: '{{name}} यांना {{subject}} मधून काढा',
    assigned: '{{name}} आता {{section}} मध्ये {{subject}} शिकवतात.',
    removed: '{{name}} आता {{section}} मध्ये {{subject}} शिकवत नाहीत.',
    offered: '{{subject}} सुरू केला आहे.',
    withdrawn: '{{subject}} आता शिकवला जात नाही.',
    noTeachers: 'तुमच्या शाळेत अजून शिक्षक नाहीत.',
    failed: 'तो बदल जतन झाला नाही.',
  },
};
export default mr;
