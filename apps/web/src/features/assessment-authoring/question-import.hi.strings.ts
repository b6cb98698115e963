import type { Catalogue } from '../../lib/catalogue';
import type { QuestionImportStrings } from './question-import.strings';

const hi: Catalogue<QuestionImportStrings> = {
  authoring: {
    import: {
      title: 'प्रश्न आयात करें',
      open: 'फ़ाइल से प्रश्न आयात करें',
      intro:
        'Moodle (Moodle XML या GIFT) या Aiken फ़ाइल से प्रश्न अपने स्कूल के प्रश्न बैंक में लाएँ। कुछ भी सहेजने से पहले आप देखेंगे कि हर प्रश्न का क्या होगा।',
      file: 'प्रश्नों की फ़ाइल',
      fileHint: 'Moodle XML (.xml), GIFT (.gift या .txt) या Aiken (.txt), 10 MB तक',
      format: 'प्रारूप',
      formatAuto: 'फ़ाइल से पता करें',
      formats: { 'moodle-xml': 'Moodle XML', gift: 'GIFT', aiken: 'Aiken', qti3: 'QTI 3.0' },
      check: 'फ़ाइल जाँचें',
      chooseFile: 'पहले एक फ़ाइल चुनें।',
      tooLarge: 'यह फ़ाइल 10 MB से बड़ी है। इसे छोटी फ़ाइलों में बाँटें।',
      summary: '{{file}} के प्रश्नों का क्या होगा',
      ready: 'तैयार: {{count}}',
      changed: 'बदलकर फ़िट किए गए: {{count}}',
      refused: 'आयात नहीं हो सकते: {{count}}',
      listLabel: 'फ़ाइल के प्रश्न',
      empty: 'इस फ़ाइल में हमें कोई प्रश्न नहीं मिला।',
      outcome: { imported: 'तैयार', changed: 'बदलकर फ़िट किया गया', refused: 'आयात नहीं हो सकता' },
      number: 'प्रश्न {{n}}',
      category: 'श्रेणी: {{name}}',
      figures: 'चित्र: {{count}}',
      where: 'प्रश्न कहाँ जाएँगे',
      whereHint:
        'कक्षा, विषय और अध्याय (या विषय-बिंदु) चुनें। प्रश्न वहीं जाएँगे, जब तक आप नीचे उनकी श्रेणी के लिए कोई दूसरा अध्याय न चुनें।',
      categories: 'फ़ाइल की श्रेणियाँ',
      categoryChapter: '“{{name}}” के लिए अध्याय',
      sameAsAbove: 'ऊपर चुना गया अध्याय',
      difficulty: 'जिन प्रश्नों में कठिनाई नहीं लिखी, उनकी कठिनाई',
      apply: 'प्रश्न आयात करें',
      needPlace: 'पहले अध्याय या विषय-बिंदु चुनें।',
      nothing: 'इस फ़ाइल का कोई भी प्रश्न आयात नहीं हो सकता।',
      done_one: '{{count}} प्रश्न प्रश्न बैंक में जोड़ा गया।',
      done_other: '{{count}} प्रश्न प्रश्न बैंक में जोड़े गए।',
      toBank: 'प्रश्न बैंक पर जाएँ',
      another: 'दूसरी फ़ाइल आयात करें',
      startOver: 'दूसरी फ़ाइल चुनें',
    },
  },
};
export default hi;
