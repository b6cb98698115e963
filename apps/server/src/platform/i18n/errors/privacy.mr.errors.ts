import type { Catalogue } from '../catalogue-types.js';
import type { privacy as english } from './privacy.errors.js';

export const privacy: Catalogue<typeof english> = {
  dailyLimit: 'तुम्ही एका दिवसात तुमच्या डेटाच्या जास्तीत जास्त {{max, number}} प्रती मागू शकता. कृपया उद्या पुन्हा मागा.',
  exportNotFound: 'तुमच्या डेटाची अशी कोणतीही प्रत नाही.',
  notReady: 'तुमच्या डेटाची ही प्रत अजून तयार होत आहे. तयार झाल्यावर ती डाउनलोड करा.',
  expired: 'तुमच्या डेटाच्या या प्रतीची लिंक संपली आहे आणि फाइल हटवली गेली आहे. नवीन प्रत मागा.',
  erasureNotFound: 'पुसून टाकण्याची अशी कोणतीही विनंती नाही.',
  erasureAdminOnly: 'शाळेच्या लोकांच्या पुसून टाकण्याच्या विनंत्यांवर फक्त शाळेचे ॲडमिन निर्णय घेतात.',
  refusalNeedsReason: 'विनंती का नाकारली ते सांगा: ती व्यक्ती हे वाचेल.',
  erasureDecided: 'पुसून टाकण्याच्या या विनंतीवर आधीच निर्णय झाला आहे.',
  personNotFound: 'अशी कोणतीही व्यक्ती नाही.',
  schoolExportAdminOnly: 'शाळेचा डेटा फक्त शाळेचे ॲडमिन काढू शकतात.',
  schoolExportNotFound: 'शाळेच्या डेटाची अशी कोणतीही निर्यात नाही.',
  schoolExportNotReady: 'शाळेच्या डेटाची ही निर्यात अजून तयार होत आहे. ती तयार झाल्यावर डाउनलोड करा.',
  schoolExportExpired: 'शाळेच्या डेटाच्या या निर्यातीची लिंक संपली आहे आणि फाइल काढून टाकली आहे. नवीन निर्यात मागा.',
};
