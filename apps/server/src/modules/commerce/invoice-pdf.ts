import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** What a GST invoice adds (CGST Rules 2017, rule 46); null on invoices issued before GST invoices. */
export interface GstDetails {
  /** "Tax invoice", or "Bill of supply" for an exempt supply (rule 49). */
  title: string;
  supplier: { legalName: string; address: string; gstin: string; state: string };
  buyerGstin: string | null;
  /** "Karnataka (29)". */
  placeOfSupply: string;
  sac: string;
  /** "CGST 9%" and "SGST 9%", or "IGST 18%"; none for an exempt supply. */
  taxLines: { label: string; paise: number }[];
  amountInWords: string;
  exemptNote: string | null;
}

/** What the invoice shows; money in paise. */
export interface InvoiceDocument {
  platformName: string;
  invoiceId: string;
  issuedOn: string;
  billedTo: { name: string; email: string | null };
  learner: { name: string };
  packageName: string;
  boardClass: string;
  period: { start: string; end: string } | null;
  amountPaise: number;
  taxPaise: number;
  /** The one tax line of an invoice issued before GST invoices ("GST 18%"). */
  taxLabel: string;
  paymentId: string;
  gst: GstDetails | null;
}

// The standard PDF fonts have no rupee sign, so amounts read "INR 1,499.00" (the ISO code, Indian grouping).
const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', currencyDisplay: 'code' });
export const formatInr = (paise: number) => money.format(paise / 100);

const INK = rgb(0.12, 0.12, 0.16);
const MUTED = rgb(0.38, 0.38, 0.45);
const LEFT = 56;
const RIGHT = 539;
const MIDDLE = 330;

/** Draws top to bottom on one A4 page; y is the baseline of the next line. */
class Pen {
  y = 790;
  constructor(
    private readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  text(value: string, x: number, size = 11, font = this.regular, color = INK): void {
    this.page.drawText(value, { x, y: this.y, size, font, color });
  }

  right(value: string, size = 11, font = this.regular): void {
    this.page.drawText(value, { x: RIGHT - font.widthOfTextAtSize(value, size), y: this.y, size, font, color: INK });
  }

  /** Words wrapped to the width, one line after another; the pen ends on the last line. */
  wrapped(value: string, x: number, width: number, size = 10, color = MUTED): void {
    let line = '';
    for (const word of value.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.regular.widthOfTextAtSize(next, size) > width) {
        this.text(line, x, size, this.regular, color);
        this.down(size + 3);
        line = word;
      } else line = next;
    }
    if (line) this.text(line, x, size, this.regular, color);
  }

  rule(from = LEFT): void {
    this.page.drawLine({
      start: { x: from, y: this.y + 6 },
      end: { x: RIGHT, y: this.y + 6 },
      thickness: 0.6,
      color: MUTED,
    });
  }

  down(by: number): void {
    this.y -= by;
  }
}

function header(pen: Pen, doc: InvoiceDocument): void {
  pen.text(doc.platformName, LEFT, 20, pen.bold);
  pen.down(24);
  pen.text(doc.gst?.title ?? 'Tax invoice', LEFT, 13, pen.regular, MUTED);
  const { gst } = doc;
  if (gst) {
    pen.down(26);
    pen.text(gst.supplier.legalName, LEFT, 11, pen.bold);
    pen.down(14);
    pen.wrapped(gst.supplier.address, LEFT, RIGHT - LEFT);
    pen.down(14);
    pen.text(`GSTIN: ${gst.supplier.gstin}    State: ${gst.supplier.state}`, LEFT, 10);
  }
  pen.down(30);
  pen.text('Invoice number', LEFT, 10, pen.regular, MUTED);
  pen.text('Date', MIDDLE, 10, pen.regular, MUTED);
  pen.down(15);
  pen.text(doc.invoiceId, LEFT, 12, pen.bold);
  pen.text(doc.issuedOn, MIDDLE, 12);
}

function parties(pen: Pen, doc: InvoiceDocument): void {
  pen.down(30);
  pen.text('Billed to', LEFT, 10, pen.regular, MUTED);
  pen.text('Learner', MIDDLE, 10, pen.regular, MUTED);
  pen.down(15);
  pen.text(doc.billedTo.name, LEFT, 12);
  pen.text(doc.learner.name, MIDDLE, 12);
  if (doc.billedTo.email) {
    pen.down(15);
    pen.text(doc.billedTo.email, LEFT, 10, pen.regular, MUTED);
  }
  if (doc.gst?.buyerGstin) {
    pen.down(15);
    pen.text(`GSTIN: ${doc.gst.buyerGstin}`, LEFT, 10);
  }
  if (doc.gst) {
    pen.down(15);
    pen.text(`Place of supply: ${doc.gst.placeOfSupply}`, LEFT, 10);
  }
}

function lines(pen: Pen, doc: InvoiceDocument): void {
  pen.down(34);
  pen.text('Description', LEFT, 10, pen.bold);
  if (doc.gst) pen.text('SAC', 380, 10, pen.bold);
  pen.right(doc.gst ? 'Taxable value' : 'Amount', 10, pen.bold);
  pen.down(14);
  pen.rule();
  pen.down(16);
  pen.text(doc.packageName, LEFT, 12);
  if (doc.gst) pen.text(doc.gst.sac, 380, 11);
  pen.right(formatInr(doc.amountPaise));
  pen.down(15);
  pen.text(doc.boardClass, LEFT, 10, pen.regular, MUTED);
  if (doc.period) {
    pen.down(14);
    pen.text(`Period: ${doc.period.start} to ${doc.period.end}`, LEFT, 10, pen.regular, MUTED);
  }
  pen.down(26);
  pen.rule();
  pen.down(14);
  pen.text('Taxable value', MIDDLE, 11);
  pen.right(formatInr(doc.amountPaise));
  const taxLines = doc.gst ? doc.gst.taxLines : [{ label: doc.taxLabel, paise: doc.taxPaise }];
  for (const line of taxLines) {
    pen.down(18);
    pen.text(line.label, MIDDLE, 11);
    pen.right(formatInr(line.paise));
  }
  pen.down(14);
  pen.rule(MIDDLE);
  pen.down(14);
  pen.text('Total', MIDDLE, 12, pen.bold);
  pen.right(formatInr(doc.amountPaise + doc.taxPaise), 12, pen.bold);
}

function footer(pen: Pen, doc: InvoiceDocument): void {
  const { gst } = doc;
  if (gst) {
    pen.down(30);
    pen.text('Amount in words', LEFT, 10, pen.regular, MUTED);
    pen.down(14);
    pen.wrapped(gst.amountInWords, LEFT, RIGHT - LEFT, 11, INK);
    if (gst.exemptNote) {
      pen.down(22);
      pen.wrapped(gst.exemptNote, LEFT, RIGHT - LEFT, 10, INK);
    }
    pen.down(22);
    pen.text('Tax payable on reverse charge: No', LEFT, 9, pen.regular, MUTED);
  }
  pen.down(gst ? 14 : 50);
  pen.text(`Payment reference: ${doc.paymentId}`, LEFT, 9, pen.regular, MUTED);
  pen.down(13);
  const included = gst?.exemptNote ? 'No GST is charged on this supply.' : 'Prices include GST.';
  pen.text(`${included} This is a computer-generated invoice and needs no signature.`, LEFT, 9, pen.regular, MUTED);
}

/** The invoice as a one-page A4 PDF. */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${doc.invoiceId}`);
  pdf.setSubject(doc.invoiceId);
  pdf.setAuthor(doc.gst?.supplier.legalName ?? doc.platformName);
  pdf.setCreator(doc.platformName);
  const page = pdf.addPage([595.28, 841.89]);
  const pen = new Pen(
    page,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  header(pen, doc);
  parties(pen, doc);
  lines(pen, doc);
  footer(pen, doc);
  return pdf.save();
}
