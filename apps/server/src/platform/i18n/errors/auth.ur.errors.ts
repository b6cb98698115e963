import type { Catalogue } from '../catalogue-types.js';
import type { auth as english } from './auth.errors.js';

export const auth: Catalogue<typeof english> = {
  onlyForYourself: 'یہ صرف اپنے لیے کیا جا سکتا ہے۔',
  manySigningIn: 'اس وقت بہت سے لوگ ایک ساتھ سائن اِن کر رہے ہیں۔ براہ کرم چند سیکنڈ بعد دوبارہ کوشش کریں۔',
  notTaughtSection: 'آپ یہ سیکشن نہیں پڑھاتے۔',
};
