import type { Catalogue } from '../catalogue-types.js';
import type { attempts as english } from './attempts.errors.js';

export const attempts: Catalogue<typeof english> = {
  learnersOnly: 'प्रश्नपत्रिका फक्त विद्यार्थी सोडवतात.',
  forYourself: 'तुम्ही फक्त स्वतःसाठी प्रश्नपत्रिका सोडवू शकता.',
  submittedAlready: 'तुम्ही ही प्रश्नपत्रिका आधीच जमा केली आहे.',
  notSubmitted: 'हा प्रयत्न अजून जमा झालेला नाही.',
  markingIdReused: 'हा बदल आधीच दुसऱ्या प्रयत्नात जतन झाला आहे. कृपया गुण पुन्हा जतन करा.',
  paperAttempted: 'ही प्रश्नपत्रिका कोणीतरी सोडवली आहे: तिचे प्रश्न आता बदलता येणार नाहीत.',
  paperAssigned: 'ही प्रश्नपत्रिका दिलेली आहे: विद्यार्थ्यांचे प्रयत्न आणि निकाल तिच्याशी जोडलेले आहेत.',
};
