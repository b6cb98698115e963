export { PdfViewer, type PdfViewerProps } from './pdf-viewer.component';
