import type { Catalogue } from '../catalogue-types.js';
import type { grievances as english } from './grievances.errors.js';

export const grievances: Catalogue<typeof english> = {
  notFound: 'ایسی کوئی شکایت نہیں ہے۔',
  notOfficer: 'یہ صرف وہی شکایت افسر کر سکتا ہے جو اس شکایت کا جواب دیتا ہے۔',
  adminOnly: 'اسکول کا شکایت افسر صرف اسکول ایڈمن مقرر کر سکتا ہے۔',
  notAnswered: 'شکایت بند کرنے سے پہلے اس کا جواب دیں: فرد کو نتیجہ بتانا ضروری ہے۔',
  closed: 'یہ شکایت بند ہو چکی ہے۔',
  dailyLimit: 'آپ ایک دن میں زیادہ سے زیادہ {{max, number}} شکایات درج کر سکتے ہیں۔ براہ کرم کل درج کریں۔',
  securityEventsEditorsOnly: 'سکیورٹی واقعات صرف پلیٹ فارم کے مدیر دیکھ سکتے ہیں۔',
  securityEventsDays: 'آخری دن پہلے دن سے پہلے نہیں ہو سکتا۔',
};
