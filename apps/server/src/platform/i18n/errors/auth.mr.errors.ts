import type { Catalogue } from '../catalogue-types.js';
import type { auth as english } from './auth.errors.js';

export const auth: Catalogue<typeof english> = {
  onlyForYourself: 'हे फक्त स्वतःसाठीच करता येते.',
  manySigningIn: 'सध्या अनेक जण एकाच वेळी साइन इन करत आहेत. कृपया काही सेकंदांनी पुन्हा प्रयत्न करा.',
  notTaughtSection: 'तुम्ही हा वर्ग शिकवत नाही.',
};
