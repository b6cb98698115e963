import type { Catalogue } from '../../lib/catalogue';
import type { PdfViewerStrings } from './pdf-viewer.strings';

const ta: Catalogue<PdfViewerStrings> = {
  pdfViewer: {
    label: 'ஆவணம்: {{title}}',
    pageLabel: 'பக்கம் {{page}} / {{total}}',
    previous: 'முந்தைய பக்கம்',
    next: 'அடுத்த பக்கம்',
    zoomIn: 'பெரிதாக்கு',
    zoomOut: 'சிறிதாக்கு',
    fitWidth: 'அகலத்துக்குப் பொருத்து',
    zoomValue: 'அளவு {{percent}}%',
    keyboardHint: 'பக்கங்களைப் புரட்ட அம்புக்குறி விசைகளையும், அளவை மாற்ற + அல்லது − விசையையும் பயன்படுத்துங்கள்.',
    loading: 'ஆவணம் ஏற்றப்படுகிறது…',
    loadError: 'இந்த ஆவணத்தை ஏற்ற முடியவில்லை.',
    controls: 'ஆவணக் கட்டுப்பாடுகள்',
  },
};
export default ta;
