import type { InvoiceSummary } from '@esc/contracts';
import { GST_RATE_PERCENT } from '@esc/domain';
import type { InvoiceRow } from './commerce.repository.js';

/** The price, GST-inclusive (packages/domain GST_RATE_PERCENT), split: tax = price - round(price / 1.18). */
export function splitGst(pricePaise: number): { amountPaise: number; taxPaise: number } {
  const amountPaise = Math.round((pricePaise * 100) / (100 + GST_RATE_PERCENT));
  return { amountPaise, taxPaise: pricePaise - amountPaise };
}

/** INV-YYYY-NNNNNN: the year of issue and the sequential invoice number. */
export function invoiceIdOf(year: string, invoiceNumber: number): string {
  return `INV-${year}-${String(invoiceNumber).padStart(6, '0')}`;
}

export function invoiceSummary(row: InvoiceRow): InvoiceSummary {
  return {
    invoice_id: row.invoice_id,
    invoice_number: row.invoice_number,
    amount_paise: row.amount_paise,
    tax_paise: row.tax_paise,
    total_paise: row.amount_paise + row.tax_paise,
    currency: row.currency,
    issued_at: row.issued_at,
  };
}
