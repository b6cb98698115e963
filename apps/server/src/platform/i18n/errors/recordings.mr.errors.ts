import type { Catalogue } from '../catalogue-types.js';
import type { recordings as english } from './recordings.errors.js';

export const recordings: Catalogue<typeof english> = {
  noRecording: 'हे रेकॉर्ड केलेले व्याख्यान सापडले नाही.',
  classMissing: 'हे रेकॉर्डिंग होऊन गेलेल्या कोणत्या वर्गाचे आहे ते सांगा.',
  cancelledClass: 'रद्द झालेल्या वर्गाचे रेकॉर्डिंग नसते.',
  notOver: 'रेकॉर्डिंग वर्ग संपल्यानंतरच जोडले जाते.',
  videoMissing: 'रेकॉर्डिंगचा अपलोड केलेला व्हिडिओ सांगा.',
  videoFixed: 'रेकॉर्डिंगचा व्हिडिओ बदलता येत नाही: नवीन व्हिडिओ नवीन रेकॉर्डिंग म्हणून जोडा आणि हे काढा.',
  fileKeyInvalid: 'फाइलची ओळख योग्य नाही.',
  fileNotOfSchool: 'फाइल या शाळेसाठी अपलोड केलेली असावी.',
  fileNotUploaded: 'ही फाइल या शाळेच्या अपलोड केलेल्या फाइलींमध्ये नाही.',
  notesNotPdf: 'नोट्स {{format}} फाइलमध्ये असाव्यात.',
  videoNotMp4: 'व्हिडिओ {{format}} व्हिडिओ असावा.',
  videoFailed: 'हा व्हिडिओ तयार होऊ शकला नाही: तो पुन्हा अपलोड करा.',
  fileNotStored: 'ही फाइल जतन केलेली सापडली नाही.',
  durationRange: 'रेकॉर्डिंगची लांबी 1 ते {{max, number}} सेकंदांची असावी.',
  noteIdsNotWhole: 'अभ्यास नोट्स त्यांच्या ओळख क्रमांकांनी (पूर्ण संख्या) सांगा.',
  noteIdsCount: '1 ते {{max, number}} अभ्यास नोट्स सांगा.',
  onlyTeachersChange: 'या वर्गाची रेकॉर्डिंग्ज फक्त वर्ग घेणारे शिक्षक, वर्ग तयार करणारी व्यक्ती किंवा शाळा प्रशासक बदलू शकतात.',
};
