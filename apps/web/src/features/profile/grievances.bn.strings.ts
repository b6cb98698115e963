import type { Catalogue } from '../../lib/catalogue';
import type { GrievancesStrings } from './grievances.strings';

const bn: Catalogue<GrievancesStrings> = {
  grievances: {
    title: 'অভিযোগ জানান',
    intro:
      'ESC+ বা আপনার স্কুল আপনার (বা আপনার সন্তানের) ডেটা যেভাবে সামলায় তাতে আপনি সন্তুষ্ট না হলে অভিযোগ আধিকারিককে জানান। আপনি একটি রেফারেন্স নম্বর পাবেন, আর {{days}} দিনের মধ্যে উত্তর।',
    about: 'কার ডেটা নিয়ে',
    aboutMe: 'আমার নিজের',
    subject: 'বিষয়',
    details: 'কী ঘটেছে, আর আপনি কী করাতে চান',
    send: 'অভিযোগ পাঠান',
    sent: 'আপনার অভিযোগ {{reference}} পাঠানো হয়েছে। উত্তর {{date}}-এর মধ্যে দেওয়ার কথা।',
    failed: 'আমরা অভিযোগ পাঠাতে পারিনি। আবার চেষ্টা করুন।',
    required: 'অনুগ্রহ করে এটি পূরণ করুন।',
    reachesSchool: 'এটি আপনার স্কুলের অভিযোগ আধিকারিক {{name}} ({{contact}})-এর কাছে যায়।',
    reachesSchoolAdmins: 'এটি আপনার স্কুলের অ্যাডমিনদের কাছে যায়, যাঁরা স্কুলের হয়ে অভিযোগের উত্তর দেন।',
    reachesPlatform: 'এটি ESC+-এর অভিযোগ আধিকারিক {{name}}-এর কাছে যায়।',
    reachesPlatformContact: 'এটি ESC+-এর অভিযোগ আধিকারিক {{name}} ({{contact}})-এর কাছে যায়।',
    listTitle: 'আপনার অভিযোগ',
    none: 'আপনি কোনো অভিযোগ জানাননি।',
    loadError: 'আমরা আপনার অভিযোগগুলি লোড করতে পারিনি।',
    reference: 'রেফারেন্স {{reference}}',
    raisedOn: '{{date}} তারিখে {{name}}-এর ডেটা নিয়ে জানানো',
    dueBy: 'উত্তর {{date}}-এর মধ্যে',
    overdue: 'উত্তর দেরি হয়েছে: {{date}}-এর মধ্যে দেওয়ার কথা ছিল।',
    answer: 'উত্তর',
    state: {
      open: 'খোলা',
      answered: 'উত্তর দেওয়া হয়েছে',
      closed: 'বন্ধ',
    },
  },
};
export default bn;
