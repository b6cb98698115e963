import type { Catalogue } from '../../lib/catalogue';
import type { PdfViewerStrings } from './pdf-viewer.strings';

const mr: Catalogue<PdfViewerStrings> = {
  pdfViewer: {
    label: 'दस्तऐवज: {{title}}',
    pageLabel: '{{total}} पैकी पान {{page}}',
    previous: 'मागील पान',
    next: 'पुढील पान',
    zoomIn: 'मोठे करा',
    zoomOut: 'लहान करा',
    fitWidth: 'रुंदीत बसवा',
    zoomValue: 'झूम {{percent}}%',
    keyboardHint: 'पाने उलटण्यासाठी बाणांच्या कळा आणि झूमसाठी + किंवा − वापरा.',
    loading: 'दस्तऐवज लोड होत आहे…',
    loadError: 'हा दस्तऐवज लोड करता आला नाही.',
    controls: 'दस्तऐवजाची बटणे',
  },
};
export default mr;
