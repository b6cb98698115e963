import type { Catalogue } from '../../lib/catalogue';
import type { SchoolGrievancesStrings } from './school-grievances.strings';

const ur: Catalogue<SchoolGrievancesStrings> = {
  schoolGrievances: {
    title: 'شکایات',
    intro:
      'آپ کے اسکول کے لوگ اپنے ڈیٹا کے استعمال کے بارے میں شکایات درج کرتے ہیں۔ ہر شکایت کا جواب اس کی مقررہ تاریخ تک دیں؛ فرد کو ان کی زبان میں بتایا جاتا ہے۔',
    officerName: 'شکایت افسر کا نام',
    officerContact: 'شکایت افسر کا ای میل یا فون',
    officerHint:
      'ہر شکایت کے ساتھ آپ کے اسکول کے لوگوں کو دکھایا جاتا ہے۔ جب تک آپ کسی کو مقرر نہیں کرتے، اسکول کے ایڈمن جواب دیتے ہیں۔',
    saveOfficer: 'شکایت افسر محفوظ کریں',
    officerSaved: 'شکایت افسر محفوظ ہو گیا۔',
    officerFailed: 'ہم شکایت افسر محفوظ نہیں کر سکے۔ براہ کرم دوبارہ کوشش کریں۔',
    required: 'براہ کرم اسے پُر کریں۔',
    loadError: 'ہم شکایات لوڈ نہیں کر سکے۔',
    none: 'کوئی شکایت درج نہیں ہوئی۔',
    heading: '{{reference}}: {{subject}}',
    raisedBy: '{{name}} کے ڈیٹا کے بارے میں، {{date}} کو درج',
    dueBy: 'جواب {{date}} تک واجب',
    overdue: 'تاخیر: جواب {{date}} تک واجب تھا۔',
    answerLabel: '{{reference}} کا آپ کا جواب',
    sendAnswer: 'جواب بھیجیں',
    answered: 'جواب بھیج دیا گیا۔',
    close: 'شکایت بند کریں',
    closed: 'شکایت بند کر دی گئی۔',
    actionFailed: 'ہم یہ نہیں کر سکے۔ براہ کرم دوبارہ کوشش کریں۔',
    state: {
      open: 'کھلی',
      answered: 'جواب دیا گیا',
      closed: 'بند',
    },
  },
};
export default ur;
