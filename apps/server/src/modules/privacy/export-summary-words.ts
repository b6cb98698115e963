/** The readable summary's own words, per language it is written in; any other language reads English. */
export interface SummaryWords {
  title: string;
  whose: (name: string) => string;
  made: (when: string) => string;
  expires: (when: string) => string;
  intro: string;
  rows: (n: number) => string;
  files: (n: number) => string;
  uploadsHeading: string;
  noUploads: string;
  correctionHeading: string;
  correction: string;
}

const en: SummaryWords = {
  title: 'Your data',
  whose: (name) => `Everything ESC+ holds about ${name}.`,
  made: (when) => `Made on ${when}.`,
  expires: (when) => `The download link works until ${when}; then the file is deleted.`,
  intro:
    'Each area of the product below says what it keeps and why. The rows themselves are in the JSON ' +
    'files of this zip, one per area and table. Other people appear only as who they are to the school.',
  rows: (n) => `${n} ${n === 1 ? 'row' : 'rows'}`,
  files: (n) => `${n} ${n === 1 ? 'file' : 'files'} you uploaded, in the folder uploads/.`,
  uploadsHeading: 'Files you uploaded',
  noUploads: 'No files uploaded.',
  correctionHeading: 'Correcting or erasing your data',
  correction:
    'Your name, date of birth and contact can be corrected in your profile. To have something corrected or ' +
    'erased, ask your school admin (a school’s account) or write to the platform’s grievance officer through ' +
    'Help in the app; a parent asks for a child.',
};

const hi: SummaryWords = {
  title: 'आपका डेटा',
  whose: (name) => `ESC+ के पास ${name} के बारे में जो कुछ है, वह सब।`,
  made: (when) => `${when} को बनाया गया।`,
  expires: (when) => `डाउनलोड लिंक ${when} तक चलेगा; उसके बाद फ़ाइल हटा दी जाएगी।`,
  intro:
    'नीचे उत्पाद का हर हिस्सा बताता है कि वह क्या रखता है और क्यों। पंक्तियाँ इस ज़िप की JSON फ़ाइलों में हैं, ' +
    'हर हिस्से और तालिका की एक फ़ाइल। दूसरे लोग केवल इस रूप में दिखते हैं कि वे स्कूल में कौन हैं।',
  rows: (n) => `${n} पंक्तियाँ`,
  files: (n) => `आपकी अपलोड की गई ${n} फ़ाइलें, uploads/ फ़ोल्डर में।`,
  uploadsHeading: 'आपकी अपलोड की गई फ़ाइलें',
  noUploads: 'कोई फ़ाइल अपलोड नहीं की गई।',
  correctionHeading: 'अपना डेटा सुधरवाना या मिटवाना',
  correction:
    'आपका नाम, जन्मतिथि और संपर्क आपकी प्रोफ़ाइल में सुधारे जा सकते हैं। कुछ सुधरवाने या मिटवाने के लिए अपने स्कूल ' +
    'एडमिन से कहें (स्कूल का खाता) या ऐप की सहायता से प्लेटफ़ॉर्म के शिकायत अधिकारी को लिखें; बच्चे के लिए माता-पिता कहते हैं।',
};

const WORDS: Readonly<Record<string, SummaryWords>> = { en, hi };

/** The language the summary is written in: the requester's when it has words for it, else English. */
export const summaryLanguageOf = (language: string): string => (language in WORDS ? language : 'en');

export const summaryWordsFor = (language: string): SummaryWords => WORDS[summaryLanguageOf(language)]!;
