import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

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
  taxLabel: string;
  paymentId: string;
}

// The standard PDF fonts have no rupee sign, so amounts read "INR 1,499.00" (the ISO code, Indian grouping).
const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', currencyDisplay: 'code' });
export const formatInr = (paise: number) => money.format(paise / 100);

/** The invoice as a one-page A4 PDF. */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${doc.invoiceId}`);
  pdf.setSubject(doc.invoiceId);
  pdf.setAuthor(doc.platformName);
  pdf.setCreator(doc.platformName);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.12, 0.12, 0.16);
  const muted = rgb(0.38, 0.38, 0.45);
  const left = 56;
  const right = 539;
  let y = 780;

  const text = (value: string, x: number, size = 11, font = regular, color = ink) =>
    page.drawText(value, { x, y, size, font, color });
  const rightText = (value: string, size = 11, font = regular) =>
    page.drawText(value, { x: right - font.widthOfTextAtSize(value, size), y, size, font, color: ink });
  const line = () =>
    page.drawLine({ start: { x: left, y: y + 6 }, end: { x: right, y: y + 6 }, thickness: 0.6, color: muted });

  text(doc.platformName, left, 20, bold);
  y -= 26;
  text('Tax invoice', left, 13, regular, muted);
  y -= 36;
  text('Invoice number', left, 10, regular, muted);
  text('Date', 330, 10, regular, muted);
  y -= 15;
  text(doc.invoiceId, left, 12, bold);
  text(doc.issuedOn, 330, 12);
  y -= 34;
  text('Billed to', left, 10, regular, muted);
  text('Learner', 330, 10, regular, muted);
  y -= 15;
  text(doc.billedTo.name, left, 12);
  text(doc.learner.name, 330, 12);
  if (doc.billedTo.email) {
    y -= 15;
    text(doc.billedTo.email, left, 10, regular, muted);
  }
  y -= 40;
  text('Description', left, 10, bold);
  rightText('Amount', 10, bold);
  y -= 14;
  line();
  y -= 16;
  text(doc.packageName, left, 12);
  rightText(formatInr(doc.amountPaise));
  y -= 15;
  text(doc.boardClass, left, 10, regular, muted);
  if (doc.period) {
    y -= 14;
    text(`Period: ${doc.period.start} to ${doc.period.end}`, left, 10, regular, muted);
  }
  y -= 26;
  line();
  y -= 14;
  text('Taxable value', 330, 11);
  rightText(formatInr(doc.amountPaise));
  y -= 18;
  text(doc.taxLabel, 330, 11);
  rightText(formatInr(doc.taxPaise));
  y -= 10;
  page.drawLine({ start: { x: 330, y: y }, end: { x: right, y: y }, thickness: 0.6, color: muted });
  y -= 18;
  text('Total', 330, 12, bold);
  rightText(formatInr(doc.amountPaise + doc.taxPaise), 12, bold);
  y -= 50;
  text(`Payment reference: ${doc.paymentId}`, left, 9, regular, muted);
  y -= 13;
  text('Prices include GST. This is a computer-generated invoice and needs no signature.', left, 9, regular, muted);
  return pdf.save();
}
