import type { Catalogue } from '../../lib/catalogue';
import type { PdfViewerStrings } from './pdf-viewer.strings';

const hi: Catalogue<PdfViewerStrings> = {
  pdfViewer: {
    label: 'दस्तावेज़: {{title}}',
    pageLabel: 'पेज {{page}} / {{total}}',
    previous: 'पिछला पेज',
    next: 'अगला पेज',
    zoomIn: 'बड़ा करें',
    zoomOut: 'छोटा करें',
    fitWidth: 'चौड़ाई में फ़िट करें',
    zoomValue: 'ज़ूम {{percent}}%',
    keyboardHint: 'पेज पलटने के लिए तीर वाली कुंजियाँ और ज़ूम के लिए + या − दबाएँ।',
    loading: 'दस्तावेज़ लोड हो रहा है…',
    loadError: 'हम यह दस्तावेज़ लोड नहीं कर सके।',
    controls: 'दस्तावेज़ नियंत्रण',
  },
};
export default hi;
