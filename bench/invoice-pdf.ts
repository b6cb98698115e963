// How long one GST invoice takes to render as a PDF, in English and in Hindi (HarfBuzz shaping and
// font subsets), and in Urdu (Nastaliq, the heaviest font), after one warm-up each. Prints the
// median and p95 per invoice and the file size. Usage: node --import tsx bench/invoice-pdf.ts [count]
import { writeFileSync } from 'node:fs';
import type { LanguageCode } from '@esc/contracts/languages';
import { renderInvoicePdf, type InvoiceDocument } from '../apps/server/src/modules/commerce/invoice-pdf.js';
import { documentLanguage } from '../apps/server/src/platform/documents/document-words.js';

const INVOICE: InvoiceDocument = {
  platformName: 'ESC+ Learning',
  invoiceId: 'ESC/26-27/000001',
  issuedOn: '2026-06-15',
  billedTo: { name: 'Priya Sharma', email: 'parent@demo.school' },
  learner: { name: 'Aarav Sharma' },
  packageName: 'Elite Class',
  boardClass: 'CBSE, Class 10',
  period: { start: '2026-06-15', end: '2027-06-14' },
  amountPaise: 1_000_00,
  taxPaise: 180_00,
  taxLabel: 'GST 18%',
  paymentId: '5f0c6a52-52a4-4c36-9a8e-1f3b1c2d4e5f',
  gst: {
    exempt: false,
    supplier: {
      legalName: 'ESC Learning Demo Private Limited',
      address: '42, 100 Feet Road, Indiranagar, Bengaluru, Karnataka 560038',
      gstin: '29AABCE1234F1Z1',
      state: 'Karnataka (29)',
    },
    buyerGstin: null,
    placeOfSupply: 'Maharashtra (27)',
    sac: '999293',
    taxLines: [{ label: 'IGST 18%', paise: 180_00 }],
    amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
  },
};

const count = Number(process.argv[2] ?? 200);
const out = process.env.INVOICE_PDF_DIR;

for (const code of ['en', 'hi', 'ur'] as LanguageCode[]) {
  const lang = documentLanguage(code);
  const first = await renderInvoicePdf(INVOICE, lang);
  if (out) writeFileSync(`${out}/invoice-${code}.pdf`, first);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await renderInvoicePdf(INVOICE, lang);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(
    `${code}: median ${at(0.5)} ms, p95 ${at(0.95)} ms per invoice (${count} runs), ${(first.length / 1024).toFixed(1)} KB`,
  );
}
