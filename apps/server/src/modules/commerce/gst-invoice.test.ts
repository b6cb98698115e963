import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GST_SUPPLIER } from '../../gst-supplier-config.js';
import { makePackage } from '../../test/commerce-factories.js';
import { makeBoardAndClass, makeUser } from '../../test/factories.js';
import { razorpayConfig } from '../../test/refund-kit.js';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../test/razorpay-stand-in.js';
import { call, createTestApp } from '../../test/test-app.js';
import type { AppConfig } from '../../config.js';
import { movableClock, pdfText, signIn } from './commerce-test-kit.js';

// An Indian GST invoice (CGST Rules 2017, rule 46). The demo's seller is registered
// in Karnataka (GSTIN 29AABCE1234F1Z1); a package costs 1,180.00 with 18% GST in it.

const PRICE = 1_180_00;

async function world(config: Partial<AppConfig>, clock = movableClock(), price = PRICE) {
  const t = await createTestApp({ clock: clock.clock, config });
  const at = await makeBoardAndClass(t.db, { board: 'CBSE', class: 'Class 10' });
  const pkg = await makePackage(t.db, { package_name: 'Elite Class', price_paise: price, classes: [at] });
  const learner = await makeUser(t.db, { firstName: 'Meera', lastName: 'Iyer' });
  let keys = 0;
  const checkout = async (token: string, extra: Record<string, unknown> = {}) =>
    call(t.app, 'POST', '/api/commerce/checkout', {
      token,
      body: {
        package_id: pkg.package_id,
        board_id: at.boardId,
        class_id: at.classId,
        idempotency_key: `gst-${++keys}-${randomUUID()}`,
        ...extra,
      },
    });
  /** Buys with the test card; the confirmed invoice and its PDF's text (in the language asked for). */
  const buy = async (extra: Record<string, unknown> = {}, acceptLanguage?: string) => {
    const token = await signIn(t.app, learner);
    const started = await checkout(token, extra);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const confirmed = await call(t.app, 'POST', '/api/commerce/confirm', {
      token,
      body: { payment_id: started.body.data.payment_id, test_token: '4111 1111 1111 1111' },
    });
    const invoice = confirmed.body.data.invoice;
    const pdf = await t.app.inject({
      url: `/api/cognito-login-service/auth/invoice/${encodeURIComponent(invoice.invoice_id)}`,
      headers: { authorization: `Bearer ${token}`, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
    });
    expect(pdf.statusCode).toBe(200);
    return { invoice, text: pdfText(pdf.rawPayload) };
  };
  return { t, at, pkg, learner, checkout, buy, clock };
}

describe('a GST tax invoice from the demo seller (Karnataka)', () => {
  const time = movableClock();
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    w = await world({}, time);
  });
  afterAll(() => w.t.close());

  it('a buyer in another state (Maharashtra): IGST 18%, with the seller, SAC, place of supply and amount in words', async () => {
    const { invoice, text } = await w.buy({ buyer_state: '27' });
    expect(invoice).toMatchObject({ amount_paise: 1_000_00, tax_paise: 180_00, total_paise: PRICE });
    expect(invoice.invoice_id).toBe('ESC/26-27/000001');
    for (const shown of [
      'Tax invoice',
      'ESC Learning Demo Private Limited',
      'GSTIN: 29AABCE1234F1Z1',
      'Karnataka (29)',
      '999293',
      'Place of supply: Maharashtra (27)',
      'IGST 18%',
      '₹180.00',
      'Rupees One Thousand One Hundred Eighty Only',
      'Tax payable on reverse charge: No',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('CGST');
  });

  it('a registered buyer: its GSTIN on the invoice, and its state is the place of supply', async () => {
    const { invoice, text } = await w.buy({ buyer_gstin: '27aapfu0939f1zv' });
    expect(invoice.invoice_id).toBe('ESC/26-27/000002');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('IGST 18%');
  });

  it('refuses a mistyped GSTIN, a state code not in use, and a state other than the GSTIN’s, naming the field', async () => {
    const token = await signIn(w.t.app, w.learner);
    const cases: [Record<string, unknown>, string][] = [
      [{ buyer_gstin: '27AAPFU0939F1ZW' }, 'buyer_gstin'],
      [{ buyer_gstin: '27AAPFU0939F1Z' }, 'buyer_gstin'],
      [{ buyer_state: '99' }, 'buyer_state'],
      [{ buyer_state: '29', buyer_gstin: '27AAPFU0939F1ZV' }, 'buyer_state'],
    ];
    for (const [extra, field] of cases) {
      const res = await w.checkout(token, extra);
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field).join(',')).toContain(field);
    }
    const payments = await w.t.db
      .selectFrom('payments')
      .select('id')
      .where('learner_uuid', '=', w.learner.uuid)
      .execute();
    expect(payments).toHaveLength(2);
  });

  it('the serial is consecutive within a financial year and starts again on 1 April', async () => {
    // 15 June 2026 + 289 days = 31 March 2027, the last day of 2026-27; a day later is 2027-28.
    time.advanceDays(289);
    expect((await w.buy()).invoice.invoice_id).toBe('ESC/26-27/000003');
    time.advanceDays(1);
    const april = await w.buy();
    expect(april.invoice.invoice_id).toBe('ESC/27-28/000001');
    // No state on record: the seller's own state, so CGST 9% + SGST 9% of 180.00.
    expect(april.text).toContain('Place of supply: Karnataka (29)');
    expect(april.text).toContain('CGST 9%');
    expect(april.text).toContain('SGST 9%');
    expect(april.text).toContain('₹90.00');
  });

  it('an invoice issued before GST invoices still reads as it was issued', async () => {
    const paymentId = randomUUID();
    const at = new Date(time.clock()).toISOString();
    await w.t.db
      .insertInto('payments')
      .values({
        id: paymentId,
        payer_uuid: w.learner.uuid,
        learner_uuid: w.learner.uuid,
        package_id: w.pkg.package_id,
        board_id: w.at.boardId,
        class_id: w.at.classId,
        amount_paise: PRICE,
        currency: 'INR',
        provider: 'test',
        provider_reference: `test_order_${paymentId}`,
        status: 'paid',
        idempotency_key: `old-${paymentId}`,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await w.t.db
      .insertInto('invoices')
      .values({
        invoice_id: 'INV-2026-000777',
        invoice_number: 777,
        payment_id: paymentId,
        payer_uuid: w.learner.uuid,
        learner_uuid: w.learner.uuid,
        package_id: w.pkg.package_id,
        description: 'Elite Class (CBSE, Class 10)',
        amount_paise: 1_000_00,
        tax_paise: 180_00,
        currency: 'INR',
        issued_at: at,
      })
      .execute();
    const token = await signIn(w.t.app, w.learner);
    const pdf = await w.t.app.inject({
      url: '/api/cognito-login-service/auth/invoice/INV-2026-000777',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('INV-2026-000777');
    expect(text).toContain('GST 18%');
    expect(text).toContain('₹180.00');
    expect(text).not.toContain('Place of supply');
  });
});

describe('an exempt seller (an educational institution supplying its own students)', () => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    w = await world({ gstSupplier: { ...DEMO_GST_SUPPLIER, exempt: true } });
  });
  afterAll(() => w.t.close());

  it('issues a bill of supply with no tax and the exemption’s note', async () => {
    const { invoice, text } = await w.buy({ buyer_state: '27' });
    expect(invoice).toMatchObject({ amount_paise: PRICE, tax_paise: 0, total_paise: PRICE });
    expect(text).toContain('Bill of supply');
    expect(text).toContain('12/2017-Central Tax (Rate), entry 66');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Rupees One Thousand One Hundred Eighty Only');
  });
});

describe('production without the seller’s GST details', () => {
  let standIn: RazorpayStandIn;
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    standIn = await startRazorpayStandIn();
    w = await world({ ...razorpayConfig(standIn), gstSupplier: null });
  });
  afterAll(async () => {
    await w.t.close();
    await standIn.close();
  });

  it('refuses to sell, saying why in words, before any payment is made', async () => {
    const res = await w.checkout(await signIn(w.t.app, w.learner));
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/GST details \(legal name, address and GSTIN\) are not configured/);
    expect(await w.t.db.selectFrom('payments').select('id').execute()).toEqual([]);
  });
});

describe('the invoice in the reader’s language (Accept-Language)', () => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    // ₹1,23,456.78 with GST in it: enough to show lakh grouping.
    w = await world({}, movableClock(), 1_23_456_78);
  });
  afterAll(() => w.t.close());

  it('in Hindi: Hindi labels, amounts in rupees with Indian grouping, the date in Hindi', async () => {
    const { invoice, text } = await w.buy({ buyer_state: '27' }, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(invoice.total_paise).toBe(1_23_456_78);
    for (const shown of [
      'कर बीजक',
      'बीजक संख्या',
      'बिल प्राप्तकर्ता',
      'विद्यार्थी',
      'आपूर्ति का स्थान: Maharashtra (27)',
      'कर योग्य मूल्य',
      'IGST 18%',
      'कुल',
      '₹1,23,456.78',
      'राशि शब्दों में',
      '15 जून 2026',
      'रिवर्स चार्ज पर देय कर: नहीं',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('Tax invoice');
    expect(text).not.toContain('Billed to');
  });

  it('in English without the header, and for a language the product lacks', async () => {
    for (const language of [undefined, 'fr-FR,fr;q=0.9']) {
      const { text } = await w.buy({ buyer_state: '27' }, language);
      expect(text).toContain('Tax invoice');
      expect(text).toContain('Billed to');
      expect(text).toContain('₹1,23,456.78');
      expect(text).toContain('15 June 2026');
      expect(text).not.toContain('कर बीजक');
    }
  });

  it('in Urdu: the Urdu labels, with the amounts kept as figures', async () => {
    const { text } = await w.buy({ buyer_state: '27' }, 'ur');
    expect(text).toContain('ٹیکس انوائس');
    expect(text).toContain('بل بنام');
    expect(text).toContain('₹1,23,456.78');
  });
});
