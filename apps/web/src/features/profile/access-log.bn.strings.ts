import type { Catalogue } from '../../lib/catalogue';
import type { AccessLogStrings } from './access-log.strings';

const bn: Catalogue<AccessLogStrings> = {
  accessLog: {
    title: 'আপনার রেকর্ড কে দেখেছেন',
    childTitle: '{{name}}-এর রেকর্ড কে দেখেছেন',
    schoolTitle: 'আপনার স্কুলে শিশুদের রেকর্ড কে দেখেছেন',
    intro:
      'প্রতিবার কোনো শিক্ষক বা স্কুলের অন্য কর্মী উত্তর, রিপোর্ট, উপস্থিতি বা যোগাযোগের তথ্য খুলেছেন। শিশু ও তার অভিভাবকদের দেখা এখানে নেই। এন্ট্রিগুলি {{days}} দিন রাখা হয়।',
    empty: 'স্কুলের কেউ এই রেকর্ড দেখেননি।',
    loadError: 'কে দেখেছেন তা আমরা লোড করতে পারিনি।',
    entry: '{{viewer}} ({{role}}) {{action}}',
    formerPerson: 'একজন প্রাক্তন কর্মী',
    role: { teacher: 'শিক্ষক', admin: 'স্কুল প্রশাসক', staff: 'কর্মী' },
    kind: {
      'attempt-answers': '{{learner}}-এর উত্তর খুলেছেন',
      'paper-report': '{{learner}}-এর টেস্ট রিপোর্ট খুলেছেন',
      'assessment-activity': '{{learner}}-এর টেস্টের অবস্থা ও নম্বর দেখেছেন',
      'learnlist-report': '{{learner}}-এর হোমওয়ার্ক রিপোর্ট খুলেছেন',
      attendance: '{{learner}}-এর উপস্থিতি খুলেছেন',
      'attendance-register': '{{learner}} সহ উপস্থিতির রেজিস্টার ডাউনলোড করেছেন',
      'contact-details': '{{learner}}-এর ইমেল ও মোবাইল দেখেছেন',
      handin: '{{learner}}-এর জমা দেওয়া কাজ খুলেছেন',
      doubt: '{{learner}}-এর প্রশ্ন পড়েছেন',
      'report-download': '{{learner}} সহ একটি রিপোর্ট ডাউনলোড করেছেন',
    },
    on: '“{{label}}”-এ',
    from: '{{device}} থেকে',
    newer: 'নতুন',
    older: 'পুরোনো',
    onlyLearner: 'শুধু {{name}}',
    onlyViewer: 'শুধু {{name}} যা দেখেছেন',
    showAll: 'সবাইকে দেখান',
  },
};
export default bn;
