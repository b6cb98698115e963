import type { Catalogue } from '../../lib/catalogue';
import type { GrievancesStrings } from './grievances.strings';

const ur: Catalogue<GrievancesStrings> = {
  grievances: {
    title: 'شکایت درج کریں',
    intro:
      'اگر آپ اس سے مطمئن نہیں کہ ESC+ یا آپ کا اسکول آپ کے (یا آپ کے بچے کے) ڈیٹا کو کیسے سنبھالتا ہے، تو شکایت افسر کو بتائیں۔ آپ کو ایک حوالہ نمبر ملے گا، اور {{days}} دنوں میں جواب۔',
    about: 'کس کے ڈیٹا کے بارے میں',
    aboutMe: 'میرا اپنا',
    subject: 'موضوع',
    details: 'کیا ہوا، اور آپ کیا کروانا چاہتے ہیں',
    send: 'شکایت بھیجیں',
    sent: 'آپ کی شکایت {{reference}} بھیج دی گئی ہے۔ جواب {{date}} تک واجب ہے۔',
    failed: 'ہم شکایت نہیں بھیج سکے۔ براہ کرم دوبارہ کوشش کریں۔',
    required: 'براہ کرم اسے پُر کریں۔',
    reachesSchool: 'یہ آپ کے اسکول کے شکایت افسر {{name}} ({{contact}}) تک پہنچتی ہے۔',
    reachesSchoolAdmins: 'یہ آپ کے اسکول کے ایڈمن تک پہنچتی ہے، جو اسکول کی طرف سے شکایات کا جواب دیتے ہیں۔',
    reachesPlatform: 'یہ ESC+ کے شکایت افسر {{name}} تک پہنچتی ہے۔',
    reachesPlatformContact: 'یہ ESC+ کے شکایت افسر {{name}} ({{contact}}) تک پہنچتی ہے۔',
    listTitle: 'آپ کی شکایات',
    none: 'آپ نے کوئی شکایت درج نہیں کی۔',
    loadError: 'ہم آپ کی شکایات لوڈ نہیں کر سکے۔',
    reference: 'حوالہ {{reference}}',
    raisedOn: '{{date}} کو {{name}} کے ڈیٹا کے بارے میں درج',
    dueBy: 'جواب {{date}} تک واجب',
    overdue: 'جواب میں تاخیر ہو گئی ہے: یہ {{date}} تک واجب تھا۔',
    answer: 'جواب',
    state: {
      open: 'کھلی',
      answered: 'جواب دیا گیا',
      closed: 'بند',
    },
  },
};
export default ur;
