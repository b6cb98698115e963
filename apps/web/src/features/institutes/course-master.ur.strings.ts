import type { Catalogue } from '../../lib/catalogue';
import type { CourseMasterStrings } from './course-master.strings';

const ur: Catalogue<CourseMasterStrings> = {
  courses: {
    title: 'کورس',
    intro: 'آپ کے اسکول کے بورڈ، جماعتیں اور مضامین، اور یہ کہ ہر سیکشن میں کون سا استاد کون سا مضمون پڑھاتا ہے۔',
    loadError: 'ہم اسکول کے کورس لوڈ نہیں کر سکے۔',
    adminOnly: 'اسکول کے کورس صرف اسکول ایڈمن سنبھالتا ہے۔',
    emptyTitle: 'ابھی کوئی جماعت نہیں',
    emptyText: '"بیچ" اسکرین پر فہرست درآمد کر کے سیکشن شامل کریں؛ ان کی جماعتیں یہاں نظر آئیں گی۔',
    classHeading: '{{board}}، {{className}}',
    subjectsHeading: 'پیش کیے گئے مضامین',
    subjectsHint: 'اس جماعت کا ہر سیکشن وہ مضامین پڑھتا ہے جو چالو ہیں۔',
    custom: 'اسکول کا اپنا',
    noSubjects: 'کیٹلاگ میں اس جماعت کے لیے ابھی کوئی مضمون نہیں۔',
    sectionHeading: 'سیکشن {{section}}',
    noSections: 'اس جماعت کا ابھی کوئی سیکشن نہیں۔',
    noOffered: 'استاد مقرر کرنے کے لیے اوپر کوئی مضمون پیش کریں۔',
    subject: 'مضمون',
    teachers: 'اساتذہ',
    nobody: 'ابھی کوئی استاد نہیں',
    teacherFor: '{{section}} میں {{subject}} کا استاد',
    pickTeacher: 'استاد چنیں',
    assign: 'مقرر کریں',
    remove: '{{name}} کو {{subject}} سے ہٹائیں',
    assigned: '{{name}} اب {{section}} میں {{subject}} پڑھاتے ہیں۔',
    removed: '{{name}} اب {{section}} میں {{subject}} نہیں پڑھاتے۔',
    offered: '{{subject}} پیش کیا جا رہا ہے۔',
    withdrawn: '{{subject}} اب پیش نہیں کیا جا رہا۔',
    noTeachers: 'آپ کے اسکول میں ابھی کوئی استاد نہیں۔',
    failed: 'یہ تبدیلی محفوظ نہیں ہوئی۔',
  },
};
export default ur;
