import { PDFDocument, rgb, type Color, type PDFPage } from 'pdf-lib';
import type { DocumentLanguage, DocumentWordKey } from '../../platform/documents/document-words.js';
import type { FontWeight } from '../../platform/pdf/pdf-fonts.js';
import { PdfTextWriter } from '../../platform/pdf/pdf-text-writer.js';

/** What a GST invoice adds (CGST Rules 2017, rule 46); null on invoices issued before GST invoices. */
export interface GstDetails {
  /** A bill of supply (rule 49) with the exemption's note, instead of a tax invoice. */
  exempt: boolean;
  supplier: { legalName: string; address: string; gstin: string; state: string };
  buyerGstin: string | null;
  /** "Karnataka (29)". */
  placeOfSupply: string;
  sac: string;
  /** "CGST 9%" and "SGST 9%", or "IGST 18%"; none for an exempt supply. */
  taxLines: { label: string; paise: number }[];
  /** In the law's English words ("Rupees ... Only"), in every language. */
  amountInWords: string;
}

/** What the invoice shows; money in paise. */
export interface InvoiceDocument {
  platformName: string;
  invoiceId: string;
  /** YYYY-MM-DD, India's day. */
  issuedOn: string;
  billedTo: { name: string; email: string | null };
  learner: { name: string };
  packageName: string;
  boardClass: string;
  period: { start: string; end: string } | null;
  amountPaise: number;
  taxPaise: number;
  /** YYYY-MM-DD days. The one tax line of an invoice issued before GST invoices ("GST 18%"). */
  taxLabel: string;
  paymentId: string;
  gst: GstDetails | null;
}

const INK = rgb(0.12, 0.12, 0.16);
const MUTED = rgb(0.38, 0.38, 0.45);
const LEFT = 56;
const RIGHT = 539;
const MIDDLE = 330;

const PAGE_WIDTH = 595.28;

/**
 * Draws top to bottom on one A4 page; y is the baseline of the next line. In a right-to-left
 * language the page is mirrored: x is measured from the right edge and a line ends at it.
 */
class Pen {
  y = 790;
  constructor(
    private readonly page: PDFPage,
    private readonly writer: PdfTextWriter,
    readonly lang: DocumentLanguage,
  ) {}

  private get rtl(): boolean {
    return this.lang.dir === 'rtl';
  }

  text(value: string, x: number, size = 11, weight: FontWeight = 'regular', color: Color = INK): void {
    const at = this.rtl ? PAGE_WIDTH - x : x;
    this.writer.draw(this.page, value, { x: at, y: this.y, size, weight, color, align: this.rtl ? 'right' : 'left' });
  }

  /** A label from the catalogue. */
  word(key: DocumentWordKey, x: number, size = 10, weight: FontWeight = 'regular', color: Color = MUTED): void {
    this.text(this.lang.t(key), x, size, weight, color);
  }

  /** A value in the amounts' column (the right edge, or the left one when mirrored). */
  right(value: string, size = 11, weight: FontWeight = 'regular'): void {
    const at = this.rtl ? PAGE_WIDTH - RIGHT : RIGHT;
    this.writer.draw(this.page, value, {
      x: at,
      y: this.y,
      size,
      weight,
      color: INK,
      align: this.rtl ? 'left' : 'right',
    });
  }

  /** Words wrapped to the width, one line after another; the pen ends on the last line. */
  wrapped(value: string, x: number, width: number, size = 10, color = MUTED): void {
    let line = '';
    for (const word of value.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.writer.width(next, size) > width) {
        this.text(line, x, size, 'regular', color);
        this.down(size + 5);
        line = word;
      } else line = next;
    }
    if (line) this.text(line, x, size, 'regular', color);
  }

  rule(from = LEFT): void {
    const [start, end] = this.rtl ? [PAGE_WIDTH - RIGHT, PAGE_WIDTH - from] : [from, RIGHT];
    this.page.drawLine({
      start: { x: start, y: this.y + 6 },
      end: { x: end, y: this.y + 6 },
      thickness: 0.6,
      color: MUTED,
    });
  }

  down(by: number): void {
    this.y -= by;
  }
}

function header(pen: Pen, doc: InvoiceDocument): void {
  const { lang } = pen;
  const { gst } = doc;
  pen.text(doc.platformName, LEFT, 20, 'bold');
  pen.down(24);
  pen.word(gst?.exempt ? 'billOfSupply' : 'taxInvoice', LEFT, 13);
  if (gst) {
    pen.down(26);
    pen.text(gst.supplier.legalName, LEFT, 11, 'bold');
    pen.down(15);
    pen.wrapped(gst.supplier.address, LEFT, RIGHT - LEFT);
    pen.down(15);
    pen.text(lang.t('supplierRegistration', { gstin: gst.supplier.gstin, state: gst.supplier.state }), LEFT, 10);
  }
  pen.down(30);
  pen.word('invoiceNumber', LEFT);
  pen.word('date', MIDDLE);
  pen.down(16);
  pen.text(doc.invoiceId, LEFT, 12, 'bold');
  pen.text(lang.day(doc.issuedOn), MIDDLE, 12);
}

function parties(pen: Pen, doc: InvoiceDocument): void {
  const { lang } = pen;
  pen.down(30);
  pen.word('billedTo', LEFT);
  pen.word('learner', MIDDLE);
  pen.down(16);
  pen.text(doc.billedTo.name, LEFT, 12);
  pen.text(doc.learner.name, MIDDLE, 12);
  if (doc.billedTo.email) {
    pen.down(15);
    pen.text(doc.billedTo.email, LEFT, 10, 'regular', MUTED);
  }
  if (doc.gst?.buyerGstin) {
    pen.down(15);
    pen.text(lang.t('buyerGstin', { gstin: doc.gst.buyerGstin }), LEFT, 10);
  }
  if (doc.gst) {
    pen.down(15);
    pen.text(lang.t('placeOfSupply', { place: doc.gst.placeOfSupply }), LEFT, 10);
  }
}

function lines(pen: Pen, doc: InvoiceDocument): void {
  const { lang } = pen;
  pen.down(34);
  pen.word('description', LEFT, 10, 'bold', INK);
  if (doc.gst) pen.word('sac', 380, 10, 'bold', INK);
  pen.right(lang.t(doc.gst ? 'taxableValue' : 'amount'), 10, 'bold');
  pen.down(14);
  pen.rule();
  pen.down(16);
  pen.text(doc.packageName, LEFT, 12);
  if (doc.gst) pen.text(doc.gst.sac, 380, 11);
  pen.right(lang.money(doc.amountPaise));
  pen.down(15);
  pen.text(doc.boardClass, LEFT, 10, 'regular', MUTED);
  if (doc.period) {
    pen.down(14);
    const period = lang.t('period', { start: lang.day(doc.period.start), end: lang.day(doc.period.end) });
    pen.text(period, LEFT, 10, 'regular', MUTED);
  }
  pen.down(26);
  pen.rule();
  pen.down(14);
  pen.word('taxableValue', MIDDLE, 11, 'regular', INK);
  pen.right(lang.money(doc.amountPaise));
  const taxLines = doc.gst ? doc.gst.taxLines : [{ label: doc.taxLabel, paise: doc.taxPaise }];
  for (const line of taxLines) {
    pen.down(18);
    pen.text(line.label, MIDDLE, 11);
    pen.right(lang.money(line.paise));
  }
  pen.down(14);
  pen.rule(MIDDLE);
  pen.down(14);
  pen.word('total', MIDDLE, 12, 'bold', INK);
  pen.right(lang.money(doc.amountPaise + doc.taxPaise), 12, 'bold');
}

function footer(pen: Pen, doc: InvoiceDocument): void {
  const { lang } = pen;
  const { gst } = doc;
  if (gst) {
    pen.down(30);
    pen.word('amountInWords', LEFT);
    pen.down(15);
    pen.wrapped(gst.amountInWords, LEFT, RIGHT - LEFT, 11, INK);
    if (gst.exempt) {
      pen.down(22);
      pen.wrapped(lang.t('exemptNote'), LEFT, RIGHT - LEFT, 10, INK);
    }
    pen.down(22);
    pen.word('reverseChargeNo', LEFT, 9);
  }
  pen.down(gst ? 15 : 50);
  pen.text(lang.t('paymentReference', { id: doc.paymentId }), LEFT, 9, 'regular', MUTED);
  pen.down(14);
  const included = lang.t(gst?.exempt ? 'noGstCharged' : 'pricesIncludeGst');
  pen.wrapped(`${included} ${lang.t('computerGenerated')}`, LEFT, RIGHT - LEFT, 9);
}

/** The invoice as a one-page A4 PDF in the reader's language. */
export async function renderInvoicePdf(doc: InvoiceDocument, lang: DocumentLanguage): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(lang.t('invoiceTitle', { id: doc.invoiceId }));
  pdf.setSubject(doc.invoiceId);
  pdf.setAuthor(doc.gst?.supplier.legalName ?? doc.platformName);
  pdf.setCreator(doc.platformName);
  pdf.setLanguage(lang.code);
  const page = pdf.addPage([PAGE_WIDTH, 841.89]);
  const writer = new PdfTextWriter(pdf, { dir: lang.dir, language: lang.code });
  const pen = new Pen(page, writer, lang);
  header(pen, doc);
  parties(pen, doc);
  lines(pen, doc);
  footer(pen, doc);
  writer.finish();
  return pdf.save();
}
