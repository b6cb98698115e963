import type { Catalogue } from '../catalogue-types.js';
import type { audit as english } from './audit.errors.js';

export const audit: Catalogue<typeof english> = {
  adminsOnly: 'मुलांच्या नोंदी कोणी पाहिल्या याची शाळेची नोंद फक्त शाळा प्रशासक वाचू शकतात.',
  rangeBackwards: 'कालावधीचा शेवट तिच्या सुरुवातीनंतर असायला हवा.',
};
