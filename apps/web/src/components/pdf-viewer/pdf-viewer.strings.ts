import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The PDF viewer's words (English), registered when this code loads. */
export const pdfViewerStrings = {
  pdfViewer: {
    label: 'Document: {{title}}',
    pageLabel: 'Page {{page}} of {{total}}',
    previous: 'Previous page',
    next: 'Next page',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fitWidth: 'Fit to width',
    zoomValue: 'Zoom {{percent}}%',
    keyboardHint: 'Use the arrow keys to turn pages and + or − to zoom.',
    loading: 'Loading the document…',
    loadError: 'We could not load this document.',
    controls: 'Document controls',
  },
};
export type PdfViewerStrings = typeof pdfViewerStrings;

registerStrings(pdfViewerStrings, import.meta.glob<CatalogueModule>('./pdf-viewer.*.strings.ts'));
