import type { Catalogue } from '../catalogue-types.js';
import type { platform as english } from './platform.errors.js';

export const platform: Catalogue<typeof english> = {
  ratingOwn: 'ریٹنگ اپنی ہی ہوتی ہے: کسی اور کی ریٹنگ نہ دی جا سکتی ہے، نہ دیکھی جا سکتی ہے۔',
  dashboardOwn: 'صرف اپنا ڈیش بورڈ چنا جا سکتا ہے۔',
  instituteNotYours: 'یہ ادارہ آپ کے اداروں میں سے نہیں ہے۔',
  scheduleEndBeforeStart: 'شیڈول کی آخری تاریخ اس کی شروع کی تاریخ سے پہلے کی ہے۔',
  reportSenderOwn: 'رپورٹ میں بھیجنے والے کے طور پر صرف آپ کا (سائن ان شخص کا) نام ہو سکتا ہے، یا کسی کا نہیں۔',
};
