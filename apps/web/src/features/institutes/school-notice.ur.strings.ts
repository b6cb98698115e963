import type { Catalogue } from '../../lib/catalogue';
import type { SchoolNoticeStrings } from './school-notice.strings';

const ur: Catalogue<SchoolNoticeStrings> = {
  schoolNotice: {
    title: 'سرپرستوں کو کیا بتایا گیا',
    intro:
      'آپ کے طلبہ یہاں اسکول کی بنیاد پر پڑھتے ہیں: ان کی تعلیم۔ پورے اسکول کے لیے ایک بار درج کریں کہ سرپرستوں کو کس دن بتایا گیا اور اسکول نے انہیں کون سا نوٹس دیا۔',
    recorded: 'سرپرستوں کو {{date}} کو یہ نوٹس دیا گیا: {{notice}}',
    notRecorded: 'ابھی درج نہیں ہے۔ تب تک کچھ نہیں روکا جاتا: آپ کے طلبہ پڑھتے رہیں گے۔',
    toldOn: 'سرپرستوں کو بتانے کا دن',
    notice: 'نوٹس، یا اس کا لنک',
    save: 'نوٹس درج کریں',
    saved: 'سرپرستوں کو دیا گیا نوٹس درج ہو گیا۔',
    failed: 'ہم نوٹس درج نہیں کر سکے۔ دن اور الفاظ دیکھ کر دوبارہ کوشش کریں۔',
    loadError: 'ہم سرپرستوں کو دیا گیا نوٹس لوڈ نہیں کر سکے۔',
  },
};
export default ur;
