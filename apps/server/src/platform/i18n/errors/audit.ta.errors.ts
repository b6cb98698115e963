import type { Catalogue } from '../catalogue-types.js';
import type { audit as english } from './audit.errors.js';

export const audit: Catalogue<typeof english> = {
  adminsOnly: 'குழந்தைகளின் பதிவுகளை யார் பார்த்தார்கள் என்ற பள்ளியின் பதிவைப் பள்ளி நிர்வாகி மட்டுமே படிக்க முடியும்.',
  rangeBackwards: 'கால வரம்பின் முடிவு அதன் தொடக்கத்திற்குப் பிறகு இருக்க வேண்டும்.',
};
