import type { Catalogue } from '../catalogue-types.js';
import type { privacy as english } from './privacy.errors.js';

export const privacy: Catalogue<typeof english> = {
  dailyLimit: 'तुम्ही एका दिवसात तुमच्या डेटाच्या जास्तीत जास्त {{max, number}} प्रती मागू शकता. कृपया उद्या पुन्हा मागा.',
  exportNotFound: 'तुमच्या डेटाची अशी कोणतीही प्रत नाही.',
  notReady: 'तुमच्या डेटाची ही प्रत अजून तयार होत आहे. तयार झाल्यावर ती डाउनलोड करा.',
  expired: 'तुमच्या डेटाच्या या प्रतीची लिंक संपली आहे आणि फाइल हटवली गेली आहे. नवीन प्रत मागा.',
};
