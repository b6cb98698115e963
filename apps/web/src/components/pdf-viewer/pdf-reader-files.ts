import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * The files the PDF reader loads besides its own chunk: pdf.js's worker. Content kept for offline use
 * keeps these too (components/keep-offline), so a kept PDF opens with no connection.
 */
export const PDF_READER_FILES: readonly string[] = [workerUrl];
