import type { Catalogue } from '../../lib/catalogue';
import type { CourseMasterStrings } from './course-master.strings';

const bn: Catalogue<CourseMasterStrings> = {
  courses: {
    title: 'কোর্স',
    intro: 'আপনার স্কুলে যে বোর্ড, শ্রেণি ও বিষয় পড়ানো হয়, আর প্রতিটি সেকশনে কোন শিক্ষক কোন বিষয় পড়ান।',
    loadError: 'স্কুলের কোর্সগুলো লোড করা গেল না।',
    adminOnly: 'স্কুলের কোর্স শুধু স্কুল অ্যাডমিন পরিচালনা করেন।',
    emptyTitle: 'এখনও কোনো শ্রেণি নেই',
    emptyText: 'ব্যাচ স্ক্রিনে নামের তালিকা আমদানি করে সেকশন যোগ করুন; তাদের শ্রেণি এখানে দেখা যাবে।',
    classHeading: '{{board}}, {{className}}',
    subjectsHeading: 'যে বিষয়গুলো পড়ানো হয়',
    subjectsHint: 'এই শ্রেণির সেকশন চালু করা বিষয়গুলো পড়ে।',
    custom: 'স্কুলের নিজস্ব',
    noSubjects: 'ক্যাটালগে এই শ্রেণির জন্য এখনও কোনো বিষয় নেই।',
    sectionHeading: 'সেকশন {{section}}',
    noSections: 'এই শ্রেণির এখনও কোনো সেকশন নেই।',
    noOffered: 'শিক্ষক দিতে ওপরে একটি বিষয় চালু করুন।',
    subject: 'বিষয়',
    teachers: 'শিক্ষক',
    nobody: 'এখনও কোনো শিক্ষক নেই',
    teacherFor: '{{section}}-এ {{subject}}-এর শিক্ষক',
    pickTeacher: 'একজন শিক্ষক বেছে নিন',
    assign: 'দিন',
    remove: '{{subject}} থেকে {{name}}-কে সরান',
    assigned: '{{name}} এখন {{section}}-এ {{subject}} পড়ান।',
    removed: '{{name}} আর {{section}}-এ {{subject}} পড়ান না।',
    offered: '{{subject}} চালু করা হয়েছে।',
    withdrawn: '{{subject}} আর পড়ানো হয় না।',
    noTeachers: 'আপনার স্কুলে এখনও কোনো শিক্ষক নেই।',
    failed: 'পরিবর্তনটি সেভ হয়নি।',
  },
};
export default bn;
