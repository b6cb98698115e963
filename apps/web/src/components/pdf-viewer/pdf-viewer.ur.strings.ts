import type { Catalogue } from '../../lib/catalogue';
import type { PdfViewerStrings } from './pdf-viewer.strings';

const ur: Catalogue<PdfViewerStrings> = {
  pdfViewer: {
    label: 'دستاویز: {{title}}',
    pageLabel: 'صفحہ {{page}} از {{total}}',
    previous: 'پچھلا صفحہ',
    next: 'اگلا صفحہ',
    zoomIn: 'بڑا کریں',
    zoomOut: 'چھوٹا کریں',
    fitWidth: 'چوڑائی کے برابر',
    zoomValue: 'زوم {{percent}}%',
    keyboardHint: 'صفحے پلٹنے کے لیے تیر والی کیز اور زوم کے لیے + یا − استعمال کریں۔',
    loading: 'دستاویز لوڈ ہو رہی ہے…',
    loadError: 'ہم یہ دستاویز لوڈ نہیں کر سکے۔',
    controls: 'دستاویز کے کنٹرول',
  },
};
export default ur;
