import type { Catalogue } from '../../lib/catalogue';
import type { PdfViewerStrings } from './pdf-viewer.strings';

const bn: Catalogue<PdfViewerStrings> = {
  pdfViewer: {
    label: 'নথি: {{title}}',
    pageLabel: '{{total}}টির মধ্যে পাতা {{page}}',
    previous: 'আগের পাতা',
    next: 'পরের পাতা',
    zoomIn: 'বড় করুন',
    zoomOut: 'ছোট করুন',
    fitWidth: 'পাতার প্রস্থে মেলান',
    zoomValue: 'জুম {{percent}}%',
    keyboardHint: 'পাতা ওল্টাতে তির-চিহ্নের কী, আর জুম করতে + বা − ব্যবহার করুন।',
    loading: 'নথি লোড হচ্ছে…',
    loadError: 'এই নথিটি লোড করা গেল না।',
    controls: 'নথির নিয়ন্ত্রণ',
  },
};
export default bn;
