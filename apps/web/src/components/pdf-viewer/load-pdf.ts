import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export interface PdfLoad {
  promise: Promise<PDFDocumentProxy>;
  destroy(): Promise<void>;
}

/** Loads a PDF with pdf.js, which is fetched only now (it stays out of every other screen's JS). */
export function loadPdf(url: string): PdfLoad {
  let task: PDFDocumentLoadingTask | null = null;
  let destroyed = false;
  const promise = import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    if (destroyed) throw new Error('PDF load cancelled');
    task = pdfjs.getDocument({ url, isEvalSupported: false });
    return task.promise;
  });
  return {
    promise,
    async destroy() {
      destroyed = true;
      await task?.destroy();
    },
  };
}
