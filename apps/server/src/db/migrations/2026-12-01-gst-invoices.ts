import type { Kysely } from 'kysely';

// GST tax invoices (CGST Rules 2017, rule 46): each invoice keeps what it was issued with (the
// supplier's registration, SAC, place of supply, the tax lines), numbered in a series per financial
// year. Invoices issued before have these columns empty and keep reading as they were issued.
// A payment keeps the buyer's state and GSTIN given at checkout.

const INVOICE_TEXT = [
  'financial_year',
  'supplier_legal_name',
  'supplier_address',
  'supplier_gstin',
  'sac',
  'place_of_supply',
  'buyer_gstin',
  'state_tax_label',
];
const INVOICE_INTEGER = ['serial_in_year', 'cgst_paise', 'sgst_paise', 'igst_paise', 'exempt'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite alters one thing at a time.
  for (const column of INVOICE_TEXT) await db.schema.alterTable('invoices').addColumn(column, 'text').execute();
  for (const column of INVOICE_INTEGER) await db.schema.alterTable('invoices').addColumn(column, 'integer').execute();
  // Rule 46(b): the serial is "unique for a financial year".
  await db.schema
    .createIndex('invoices_serial_in_year')
    .on('invoices')
    .columns(['financial_year', 'serial_in_year'])
    .unique()
    .execute();
  await db.schema.alterTable('payments').addColumn('buyer_state', 'text').execute();
  await db.schema.alterTable('payments').addColumn('buyer_gstin', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('buyer_gstin').execute();
  await db.schema.alterTable('payments').dropColumn('buyer_state').execute();
  await db.schema.dropIndex('invoices_serial_in_year').execute();
  for (const column of [...INVOICE_INTEGER, ...INVOICE_TEXT].reverse()) {
    await db.schema.alterTable('invoices').dropColumn(column).execute();
  }
}
