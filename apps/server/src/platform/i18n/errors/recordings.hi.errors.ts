import type { Catalogue } from '../catalogue-types.js';
import type { recordings as english } from './recordings.errors.js';

export const recordings: Catalogue<typeof english> = {
  noRecording: 'यह रिकॉर्ड किया गया लेक्चर नहीं मिला।',
  classMissing: 'बताएँ कि यह रिकॉर्डिंग किस बीती हुई क्लास की है।',
  cancelledClass: 'रद्द हुई क्लास की कोई रिकॉर्डिंग नहीं होती।',
  notOver: 'रिकॉर्डिंग क्लास ख़त्म होने के बाद ही जोड़ी जाती है।',
  videoMissing: 'रिकॉर्डिंग का अपलोड किया गया वीडियो बताएँ।',
  videoFixed: 'रिकॉर्डिंग का वीडियो बदला नहीं जा सकता: नया वीडियो नई रिकॉर्डिंग के रूप में जोड़ें और इसे हटाएँ।',
  fileKeyInvalid: 'फ़ाइल की पहचान सही नहीं है।',
  fileNotOfSchool: 'फ़ाइल इस स्कूल के लिए अपलोड की गई होनी चाहिए।',
  fileNotUploaded: 'यह फ़ाइल इस स्कूल की अपलोड की गई फ़ाइलों में नहीं है।',
  notesNotPdf: 'नोट्स {{format}} फ़ाइल में होने चाहिए।',
  videoNotMp4: 'वीडियो {{format}} वीडियो होना चाहिए।',
  videoFailed: 'यह वीडियो तैयार नहीं हो सका: इसे फिर से अपलोड करें।',
  fileNotStored: 'यह फ़ाइल सहेजी हुई नहीं मिली।',
  durationRange: 'रिकॉर्डिंग की लंबाई 1 से {{max, number}} सेकंड के बीच होनी चाहिए।',
  noteIdsNotWhole: 'अध्ययन नोट्स उनकी पहचान संख्या (पूर्ण संख्या) से बताएँ।',
  noteIdsCount: '1 से {{max, number}} अध्ययन नोट्स बताएँ।',
  onlyTeachersChange: 'इस क्लास की रिकॉर्डिंग केवल क्लास लेने वाले शिक्षक, क्लास बनाने वाले व्यक्ति या स्कूल प्रशासक बदल सकते हैं।',
};
