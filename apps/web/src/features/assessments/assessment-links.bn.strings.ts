import type { Catalogue } from '../../lib/catalogue';
import type { AssessmentLinksStrings } from './assessment-links.strings';

const bn: Catalogue<AssessmentLinksStrings> = {
  assessments: {
    viewQuestions: {
      title: 'প্রশ্ন: {{paper}}',
      titlePlain: 'প্রশ্নপত্রের প্রশ্ন',
      loading: 'প্রশ্নগুলো লোড হচ্ছে…',
      error: 'এই প্রশ্নপত্রের প্রশ্নগুলো লোড করা গেল না।',
      badLink: 'এই লিঙ্কে কোনো প্রশ্নপত্রের নাম নেই।',
      notOpen: 'এই প্রশ্নগুলো আপনার জন্য খোলা নয়।',
      facts: '{{count}}টি প্রশ্ন · {{marks}} নম্বর · {{minutes}} মিনিট',
      teacher: 'দিয়েছেন {{name}}',
      syllabus: 'সিলেবাস: {{name}}',
      subject: 'বিষয়: {{name}}',
      section: 'সেকশন: {{name}}',
      answer: 'উত্তর',
      explanation: 'ব্যাখ্যা',
      dropped: 'বাদ দেওয়া হয়েছে (সবাইকে নম্বর দেওয়া হয়েছে)',
      noKeys: 'এই প্রশ্নপত্রের উত্তর ও ব্যাখ্যা দেখানো হয় না।',
      empty: 'এই প্রশ্নপত্রে এখনও কোনো প্রশ্ন নেই।',
      print: 'প্রিন্ট',
      back: 'ফিরে যান',
    },
    weeklyReport: {
      loading: 'আপনার রিপোর্ট খোঁজা হচ্ছে…',
      error: 'আপনার রিপোর্ট পাওয়া গেল না।',
      badLink: 'এই লিঙ্কে কোনো টেস্টের নাম নেই।',
      notTaken: 'এই টেস্ট এখনও দেওয়া হয়নি, তাই দেখানোর মতো কোনো রিপোর্ট নেই।',
      notMarked: 'আপনার উত্তর জমা হয়েছে। খাতা দেখা হলে রিপোর্ট এখানে খুলবে।',
      toTests: 'আপনার টেস্ট দেখুন',
    },
    byName: {
      opening: '“{{name}}” খোলা হচ্ছে…',
      error: 'আপনার টেস্টগুলো লোড করা গেল না।',
      notFound: 'আপনাকে দেওয়া কোনো টেস্টের নাম “{{name}}” নয়।',
      notOpen: '“{{name}}” এখন খোলা যাবে না।',
      toTests: 'আপনার টেস্ট দেখুন',
    },
  },
};
export default bn;
