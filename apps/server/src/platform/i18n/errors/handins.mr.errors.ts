import type { Catalogue } from '../catalogue-types.js';
import type { handins as english } from './handins.errors.js';

export const handins: Catalogue<typeof english> = {
  learnerOnly: 'विद्यार्थी आपले काम स्वतः जमा करतात.',
  alreadyHandedIn: 'हे काम आधीच जमा झाले आहे: शिक्षकांनी सांगितल्यावर ते पुन्हा जमा करता येईल.',
  alreadyMarked: 'हे काम आधीच तपासले आहे (परत दिले किंवा पुन्हा मागितले): ते परत घेता येणार नाही.',
  noHandin: 'या कामात काहीही जमा करायचे नाही.',
  takenBack: 'विद्यार्थ्याने हे काम परत घेतले आहे: आता त्याला गुण देता येणार नाहीत.',
  askedAgain: 'हे काम पुन्हा मागितले होते: विद्यार्थ्याचे नवीन जमा केलेले काम तपासा.',
  changed: 'दरम्यान हे काम बदलले आहे: ते पुन्हा उघडा.',
};
