import type { Catalogue } from '../../lib/catalogue';
import type { QuestionImportStrings } from './question-import.strings';

const mr: Catalogue<QuestionImportStrings> = {
  authoring: {
    import: {
      title: 'प्रश्न आयात करा',
      open: 'फाइलमधून प्रश्न आयात करा',
      intro:
        'Moodle (Moodle XML किंवा GIFT) किंवा Aiken फाइलमधील प्रश्न तुमच्या शाळेच्या प्रश्न बँकेत आणा. काहीही जतन होण्यापूर्वी प्रत्येक प्रश्नाचे काय होईल ते तुम्हाला दिसेल.',
      file: 'प्रश्नांची फाइल',
      fileHint: 'Moodle XML (.xml), GIFT (.gift किंवा .txt) किंवा Aiken (.txt), 10 MB पर्यंत',
      format: 'प्रकार',
      formatAuto: 'फाइलवरून ओळखा',
      formats: { 'moodle-xml': 'Moodle XML', gift: 'GIFT', aiken: 'Aiken', qti3: 'QTI 3.0' },
      check: 'फाइल तपासा',
      chooseFile: 'आधी एक फाइल निवडा.',
      tooLarge: 'ही फाइल 10 MB पेक्षा मोठी आहे. ती लहान फाइलींमध्ये विभागा.',
      summary: '{{file}} मधील प्रश्नांचे काय होईल',
      ready: 'तयार: {{count}}',
      changed: 'बदल करून बसवलेले: {{count}}',
      refused: 'आयात होऊ शकत नाहीत: {{count}}',
      listLabel: 'फाइलमधील प्रश्न',
      empty: 'या फाइलमध्ये आम्हाला एकही प्रश्न सापडला नाही.',
      outcome: { imported: 'तयार', changed: 'बदल करून बसवला', refused: 'आयात होऊ शकत नाही' },
      number: 'प्रश्न {{n}}',
      category: 'वर्ग: {{name}}',
      figures: 'चित्रे: {{count}}',
      where: 'प्रश्न कुठे जातील',
      whereHint:
        'इयत्ता, विषय आणि धडा (किंवा उपविषय) निवडा. खाली त्यांच्या वर्गासाठी दुसरा धडा निवडला नाही तर प्रश्न तिथेच जातील.',
      categories: 'फाइलमधील वर्ग',
      categoryChapter: '“{{name}}” साठी धडा',
      sameAsAbove: 'वर निवडलेला धडा',
      difficulty: 'काठिण्य न सांगणाऱ्या प्रश्नांचे काठिण्य',
      apply: 'प्रश्न आयात करा',
      needPlace: 'आधी धडा किंवा उपविषय निवडा.',
      nothing: 'या फाइलमधील एकही प्रश्न आयात होऊ शकत नाही.',
      done_one: '{{count}} प्रश्न प्रश्न बँकेत जोडला.',
      done_other: '{{count}} प्रश्न प्रश्न बँकेत जोडले.',
      toBank: 'प्रश्न बँकेत जा',
      another: 'दुसरी फाइल आयात करा',
      startOver: 'दुसरी फाइल निवडा',
    },
  },
};
export default mr;
