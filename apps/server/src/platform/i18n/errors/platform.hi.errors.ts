import type { Catalogue } from '../catalogue-types.js';
import type { platform as english } from './platform.errors.js';

export const platform: Catalogue<typeof english> = {
  ratingOwn: 'रेटिंग अपनी ही होती है: किसी और की रेटिंग न दी जा सकती है, न देखी जा सकती है।',
  dashboardOwn: 'केवल अपना डैशबोर्ड चुना जा सकता है।',
  instituteNotYours: 'यह संस्थान आपके संस्थानों में से नहीं है।',
  scheduleEndBeforeStart: 'समय-सारणी की अंतिम तारीख उसकी शुरुआती तारीख से पहले की है।',
  reportSenderOwn: 'रिपोर्ट में भेजने वाले के रूप में केवल आपका (साइन इन किए हुए व्यक्ति का) नाम हो सकता है, या किसी का नहीं।',
};
