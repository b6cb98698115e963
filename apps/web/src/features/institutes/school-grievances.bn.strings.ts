import type { Catalogue } from '../../lib/catalogue';
import type { SchoolGrievancesStrings } from './school-grievances.strings';

const bn: Catalogue<SchoolGrievancesStrings> = {
  schoolGrievances: {
    title: 'অভিযোগ',
    intro:
      'আপনার স্কুলের মানুষ তাঁদের ডেটা কীভাবে সামলানো হয় তা নিয়ে অভিযোগ জানান। প্রতিটির উত্তর নির্ধারিত তারিখের মধ্যে দিন; ব্যক্তিকে তাঁর ভাষায় জানানো হয়।',
    officerName: 'অভিযোগ আধিকারিকের নাম',
    officerContact: 'অভিযোগ আধিকারিকের ই-মেল বা ফোন',
    officerHint:
      'প্রতিটি অভিযোগের সঙ্গে আপনার স্কুলের মানুষকে দেখানো হয়। আপনি কাউকে নিযুক্ত না করা পর্যন্ত স্কুলের অ্যাডমিনরা উত্তর দেন।',
    saveOfficer: 'অভিযোগ আধিকারিক সংরক্ষণ করুন',
    officerSaved: 'অভিযোগ আধিকারিক সংরক্ষিত হয়েছে।',
    officerFailed: 'আমরা অভিযোগ আধিকারিক সংরক্ষণ করতে পারিনি। আবার চেষ্টা করুন।',
    required: 'অনুগ্রহ করে এটি পূরণ করুন।',
    loadError: 'আমরা অভিযোগগুলি লোড করতে পারিনি।',
    none: 'কোনো অভিযোগ জানানো হয়নি।',
    heading: '{{reference}}: {{subject}}',
    raisedBy: '{{name}}-এর ডেটা নিয়ে, {{date}} তারিখে জানানো',
    dueBy: 'উত্তর {{date}}-এর মধ্যে',
    overdue: 'দেরি: উত্তর {{date}}-এর মধ্যে দেওয়ার কথা ছিল।',
    answerLabel: '{{reference}}-এর জন্য আপনার উত্তর',
    sendAnswer: 'উত্তর পাঠান',
    answered: 'উত্তর পাঠানো হয়েছে।',
    close: 'অভিযোগ বন্ধ করুন',
    closed: 'অভিযোগ বন্ধ করা হয়েছে।',
    actionFailed: 'আমরা এটি করতে পারিনি। আবার চেষ্টা করুন।',
    state: {
      open: 'খোলা',
      answered: 'উত্তর দেওয়া হয়েছে',
      closed: 'বন্ধ',
    },
  },
};
export default bn;
