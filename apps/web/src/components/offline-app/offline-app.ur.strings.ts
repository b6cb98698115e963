import type { Catalogue } from '../../lib/catalogue';
import type { OfflineAppStrings } from './offline-app.strings';

const ur: Catalogue<OfflineAppStrings> = {
  offlineApp: {
    offlineSavedAt: 'آف لائن: {{time}} پر محفوظ کیا گیا دکھایا جا رہا ہے',
    offline: 'آف لائن: آپ انٹرنیٹ سے جڑے نہیں ہیں',
    waitingActions:
      'آپ کے جوابات، پیش رفت، بُک مارک اور رجسٹر کی حاضری اسی ڈیوائس پر محفوظ رہتے ہیں اور آن لائن ہوتے ہی بھیج دیے جاتے ہیں۔ دوسری تبدیلیوں کے لیے انٹرنیٹ ضروری ہے۔',
    updateReady: 'نیا ورژن تیار ہے',
    updateText: 'اسے استعمال کرنے کے لیے ری لوڈ کریں۔ آپ کا محفوظ کیا ہوا باقی رہے گا۔',
    reload: 'ری لوڈ کریں',
    installTitle: 'اس ڈیوائس پر ESC+ انسٹال کریں',
    installText: 'اسے اپنی ہوم اسکرین سے کھولیں، انٹرنیٹ نہ ہو تب بھی۔',
    install: 'انسٹال کریں',
    notNow: 'ابھی نہیں',
  },
};
export default ur;
