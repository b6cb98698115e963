import type { Catalogue } from '../catalogue-types.js';
import type { platform as english } from './platform.errors.js';

export const platform: Catalogue<typeof english> = {
  ratingOwn: 'रेटिंग स्वतःचेच असते: दुसऱ्या कोणाचे रेटिंग देता किंवा पाहता येत नाही.',
  dashboardOwn: 'तुम्ही फक्त स्वतःचा डॅशबोर्ड निवडू शकता.',
  instituteNotYours: 'ही संस्था तुमच्या संस्थांपैकी नाही.',
  scheduleEndBeforeStart: 'वेळापत्रकाची शेवटची तारीख त्याच्या सुरुवातीच्या तारखेआधीची आहे.',
  reportSenderOwn: 'अहवालात पाठवणारे म्हणून फक्त तुमचे (साइन इन केलेल्या व्यक्तीचे) नाव असू शकते, किंवा कोणाचेच नाही.',
};
