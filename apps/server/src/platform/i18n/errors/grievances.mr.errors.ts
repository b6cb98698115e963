import type { Catalogue } from '../catalogue-types.js';
import type { grievances as english } from './grievances.errors.js';

export const grievances: Catalogue<typeof english> = {
  notFound: 'अशी कोणतीही तक्रार नाही.',
  notOfficer: 'या तक्रारीला उत्तर देणारा तक्रार अधिकारीच हे करू शकतो.',
  adminOnly: 'शाळेचा तक्रार अधिकारी फक्त शाळा अ‍ॅडमिनच ठरवू शकतो.',
  notAnswered: 'तक्रार बंद करण्यापूर्वी तिला उत्तर द्या: व्यक्तीला निकाल कळवला पाहिजे.',
  closed: 'ही तक्रार बंद झाली आहे.',
  dailyLimit: 'तुम्ही एका दिवसात जास्तीत जास्त {{max, number}} तक्रारी करू शकता. कृपया उद्या करा.',
  securityEventsEditorsOnly: 'सुरक्षा घटना फक्त प्लॅटफॉर्मचे संपादक पाहू शकतात.',
  securityEventsDays: 'शेवटचा दिवस पहिल्या दिवसाच्या आधी असू शकत नाही.',
};
