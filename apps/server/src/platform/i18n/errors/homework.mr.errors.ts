import type { Catalogue } from '../catalogue-types.js';
import type { homework as english } from './homework.errors.js';

export const homework: Catalogue<typeof english> = {
  learnersComplete: 'गृहपाठ विद्यार्थीच पूर्ण करतात.',
  watchFirst: 'हा घटक पूर्ण पाहिल्यावर किंवा वाचल्यावरच पूर्ण मानला जातो.',
  notStarted: 'हा गृहपाठ अजून सुरू झालेला नाही.',
  archived: 'संग्रहित अभ्यास-यादी फक्त वाचता येते.',
  addItemFirst: 'अभ्यास-यादी प्रकाशित करण्यापूर्वी त्यात एखादा घटक जोडा.',
};
