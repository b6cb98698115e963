import type { Catalogue } from '../catalogue-types.js';
import type { sync as english } from './sync.errors.js';

export const sync: Catalogue<typeof english> = {
  notSyncable:
    'یہ تبدیلی ایک ساتھ بھیجی جانے والی تبدیلیوں میں نہیں بھیجی جا سکتی: صرف آؤٹ باکس کی تبدیلیاں (پیش رفت، جوابات، حاضری، بُک مارک، ہوم ورک کے مکمل کیے گئے حصے، نوٹس اور اطلاعات پڑھنا) بھیجی جا سکتی ہیں۔',
  notMade: 'یہ تبدیلی نہیں کی جا سکی۔',
  notSaved: 'محفوظ نہیں ہوا۔',
};
