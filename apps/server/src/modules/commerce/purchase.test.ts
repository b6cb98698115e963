import { UserType } from '@esc/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePackage } from '../../test/commerce-factories.js';
import { linkParent, makeBoardAndClass, makeSchool, makeUser } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { movableClock, pdfText, signIn } from './commerce-test-kit.js';

// The demo's test cards as the README documents them: the first pays, the second is declined.
const TEST_CARD_APPROVE = '4111 1111 1111 1111';
const TEST_CARD_DECLINE = '4000 0000 0000 0002';

const time = movableClock();
let t: TestApp;
let board: number;
let cls: number;
let pkgId: number;

const post = (path: string, body: unknown, token: string) => call(t.app, 'POST', `/api${path}`, { token, body });
const getInvoice = (id: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/cognito-login-service/auth/invoice/${encodeURIComponent(id)}`,
    headers: { authorization: `Bearer ${token}` },
  });
let keys = 0;
const key = () => `test-key-${++keys}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  ({ boardId: board, classId: cls } = await makeBoardAndClass(t.db, { board: 'CBSE', class: 'Class 10' }));
  // 1,180.00 INR GST-inclusive: 1,000.00 taxable + 180.00 GST.
  pkgId = (
    await makePackage(t.db, {
      package_name: 'Class 10 Elite Class',
      entity_name: 'elite_class',
      price_paise: 1_180_00,
      duration_days: 30,
      classes: [{ boardId: board, classId: cls }],
    })
  ).package_id;
});
afterAll(() => t.close());

async function buy(token: string, body: Record<string, unknown> = {}, card = TEST_CARD_APPROVE) {
  const checkout = await post(
    '/commerce/checkout',
    { package_id: pkgId, board_id: board, class_id: cls, idempotency_key: key(), ...body },
    token,
  );
  expect(checkout.status).toBe(200);
  const confirm = await post(
    '/commerce/confirm',
    { payment_id: checkout.body.data.payment_id, test_token: card },
    token,
  );
  return { checkout, confirm };
}

describe('buying with the test provider', () => {
  it('issues a subscription and an invoice whose PDF downloads; a second purchase extends from the end', async () => {
    const learner = await makeUser(t.db, { firstName: 'Asha', lastName: 'Rao' });
    const token = await signIn(t.app, learner);
    const { checkout, confirm } = await buy(token);
    expect(checkout.body.data).toMatchObject({
      payment_status: 'created',
      amount_paise: 1_180_00,
      currency: 'INR',
      provider: 'test',
    });
    expect(checkout.body.data.test_cards).toEqual({ approve: TEST_CARD_APPROVE, decline: TEST_CARD_DECLINE });
    expect(confirm.status).toBe(200);
    const data = confirm.body.data;
    expect(data.payment_status).toBe('paid');
    expect(data.subscription).toMatchObject({
      package_id: pkgId,
      subscription_state: 'active',
      package_start_date: '2026-06-15',
      package_end_date: '2026-07-14',
      purchased_by: learner.uuid,
    });
    expect(data.invoice).toMatchObject({
      amount_paise: 1_000_00,
      tax_paise: 180_00,
      total_paise: 1_180_00,
      currency: 'INR',
    });
    // The demo's series: prefix ESC, financial year 2026-27 (15 June 2026), a six-digit serial.
    expect(data.invoice.invoice_id).toMatch(/^ESC\/26-27\/\d{6}$/);
    expect(data.subscription.invoice_id).toBe(data.invoice.invoice_id);

    const res = await getInvoice(data.invoice.invoice_id, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${data.invoice.invoice_id.replaceAll('/', '-')}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(data.invoice.invoice_id);
    expect(text).toContain('Asha Rao');
    expect(text).toContain('₹1,000.00');
    // No state given: the place of supply is the seller's state, so the 180.00 is CGST 90.00 + SGST 90.00.
    expect(text).toContain('CGST 9%');
    expect(text).toContain('SGST 9%');
    expect(text).toContain('₹90.00');
    expect(text).toContain('₹1,180.00');
    expect((await PDFDocument.load(res.rawPayload)).getSubject()).toBe(data.invoice.invoice_id);

    const again = await buy(token);
    expect(again.confirm.body.data.subscription).toMatchObject({
      package_start_date: '2026-07-15',
      subscription_state: 'upcoming',
    });
    expect(again.confirm.body.data.invoice.invoice_number).toBe(data.invoice.invoice_number + 1);

    const status = await post('/cognito-login-service/auth/usersubscriptionstatus', {}, token);
    expect(status.body.data.subscriptions).toHaveLength(2);
  });

  it('a retried checkout is one payment; confirming twice issues once', async () => {
    const learner = await makeUser(t.db);
    const token = await signIn(t.app, learner);
    const body = { package_id: pkgId, board_id: board, class_id: cls, idempotency_key: key() };
    const first = await post('/commerce/checkout', body, token);
    const second = await post('/commerce/checkout', body, token);
    expect(second.body.data.payment_id).toBe(first.body.data.payment_id);
    const payments = await t.db.selectFrom('payments').select('id').where('learner_uuid', '=', learner.uuid).execute();
    expect(payments).toHaveLength(1);
    const confirm = { payment_id: first.body.data.payment_id, test_token: TEST_CARD_APPROVE };
    const a = await post('/commerce/confirm', confirm, token);
    const b = await post('/commerce/confirm', confirm, token);
    expect(b.body.data.invoice.invoice_id).toBe(a.body.data.invoice.invoice_id);
    const subs = await t.db.selectFrom('subscriptions').select('id').where('uuid', '=', learner.uuid).execute();
    expect(subs).toHaveLength(1);
    const reused = await post('/commerce/checkout', { ...body, class_id: cls + 1 }, token);
    expect(reused.status).toBe(400);
  });

  it('a declined payment issues nothing; an unknown card is refused naming test_token', async () => {
    const learner = await makeUser(t.db);
    const token = await signIn(t.app, learner);
    const { confirm } = await buy(token, {}, TEST_CARD_DECLINE);
    expect(confirm.body.data).toMatchObject({ payment_status: 'failed', subscription: null, invoice: null });
    expect(confirm.body.data.decline_reason).toMatch(/declined/);
    expect(await t.db.selectFrom('subscriptions').select('id').where('uuid', '=', learner.uuid).execute()).toEqual([]);
    expect(
      await t.db.selectFrom('invoices').select('invoice_id').where('learner_uuid', '=', learner.uuid).execute(),
    ).toEqual([]);
    const unknown = await buy(token, {}, '1234 5678');
    expect(unknown.confirm.status).toBe(400);
    expect(unknown.confirm.body.errors[0].field).toBe('test_token');
  });

  it('a parent buys for a linked child, not for another (403); the invoice is the payer’s, the learner’s and the parent’s; a stranger gets 404', async () => {
    const child = await makeUser(t.db);
    const otherChild = await makeUser(t.db);
    const parent = await makeUser(t.db, { userTypeId: UserType.Parent });
    const stranger = await makeUser(t.db);
    await linkParent(t.db, parent.uuid, child.uuid);
    const parentToken = await signIn(t.app, parent);
    const { confirm } = await buy(parentToken, { uuid: child.uuid });
    expect(confirm.body.data.subscription).toMatchObject({ purchased_by: parent.uuid, subscription_state: 'active' });
    const refused = await post(
      '/commerce/checkout',
      { package_id: pkgId, board_id: board, class_id: cls, uuid: otherChild.uuid, idempotency_key: key() },
      parentToken,
    );
    expect(refused.status).toBe(403);
    const invoiceId = confirm.body.data.invoice.invoice_id as string;
    expect((await getInvoice(invoiceId, parentToken)).statusCode).toBe(200);
    expect((await getInvoice(invoiceId, await signIn(t.app, child))).statusCode).toBe(200);
    const strangerRes = await getInvoice(invoiceId, await signIn(t.app, stranger));
    expect(strangerRes.statusCode).toBe(404);
    expect(strangerRes.json().error_code).toBe('NOT_FOUND');
    expect((await getInvoice('ESC/26-27/999999', parentToken)).statusCode).toBe(404);
    // The stranger cannot confirm someone else's payment either.
    const other = await post(
      '/commerce/confirm',
      { payment_id: confirm.body.data.payment_id, test_token: TEST_CARD_APPROVE },
      await signIn(t.app, stranger),
    );
    expect(other.status).toBe(404);
  });

  it('teachers and admins cannot buy learner packages for themselves (403 in plain words); nothing is stored', async () => {
    const school = await makeSchool(t.db);
    const teacher = await makeUser(t.db, { userTypeId: UserType.Teacher, schoolId: school.school_id });
    const admin = await makeUser(t.db, {
      userTypeId: UserType.SchoolAdminOrInstituteTeacher,
      role: 'SCHOOL_ADMIN',
      schoolId: school.school_id,
    });
    const student = await makeUser(t.db, { schoolId: school.school_id });
    for (const staff of [teacher, admin]) {
      const token = await signIn(t.app, staff);
      for (const uuid of [undefined, student.uuid]) {
        const res = await post(
          '/commerce/checkout',
          { package_id: pkgId, board_id: board, class_id: cls, idempotency_key: key(), ...(uuid ? { uuid } : {}) },
          token,
        );
        expect(res.status).toBe(403);
        expect(res.body.error_code).toBe('FORBIDDEN');
        expect(res.body.message).toMatch(/teachers and school staff cannot buy/);
      }
      const payments = await t.db.selectFrom('payments').select('id').where('payer_uuid', '=', staff.uuid).execute();
      expect(payments).toEqual([]);
    }
  });

  it('a parent buys for a linked child, never for themselves: without a child the call names uuid', async () => {
    const parent = await makeUser(t.db, { userTypeId: UserType.Parent });
    const res = await post(
      '/commerce/checkout',
      { package_id: pkgId, board_id: board, class_id: cls, idempotency_key: key() },
      await signIn(t.app, parent),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('uuid');
  });

  it('huge or broken ids are refused with 400 naming the field before anything is stored (every number has bounds)', async () => {
    const learner = await makeUser(t.db);
    const token = await signIn(t.app, learner);
    for (const [field, value] of [
      ['package_id', 1e30],
      ['board_id', -1],
      ['class_id', 2_147_483_648],
    ] as const) {
      const res = await post(
        '/commerce/checkout',
        { package_id: pkgId, board_id: board, class_id: cls, idempotency_key: key(), [field]: value },
        token,
      );
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.body.errors)).toContain(field);
    }
    const payments = await t.db.selectFrom('payments').select('id').where('payer_uuid', '=', learner.uuid).execute();
    expect(payments).toEqual([]);
  });

  it('expiry follows the server clock', async () => {
    const learner = await makeUser(t.db);
    await buy(await signIn(t.app, learner));
    time.advanceDays(30);
    const res = await post('/cognito-login-service/auth/usersubscriptionstatus', {}, await signIn(t.app, learner));
    time.advanceDays(-30);
    expect(res.body.data.subscriptions[0]).toMatchObject({ subscription_state: 'expired', package_status: 0 });
  });
});
