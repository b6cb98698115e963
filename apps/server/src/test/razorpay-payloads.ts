// Webhook bodies in the shapes Razorpay's documentation publishes (razorpay.com/docs/webhooks/payments
// and /webhooks/orders: "Sample Payloads", Netbanking). Tests re-point the order id, payment id and
// amount at an order of their own; every other field is as documented.

export interface DocumentedPaymentFields {
  orderId: string;
  paymentId: string;
  amount: number;
  currency?: string;
}

function paymentEntity(f: DocumentedPaymentFields, status: 'captured' | 'failed') {
  const failed = status === 'failed';
  return {
    id: f.paymentId,
    entity: 'payment',
    amount: f.amount,
    currency: f.currency ?? 'INR',
    ...(failed ? {} : { base_amount: f.amount }),
    status,
    order_id: f.orderId,
    invoice_id: null,
    international: false,
    method: 'netbanking',
    amount_refunded: 0,
    ...(failed ? {} : { amount_transferred: 0 }),
    refund_status: null,
    captured: !failed,
    description: null,
    card_id: null,
    bank: 'HDFC',
    wallet: null,
    vpa: null,
    email: 'gaurav.kumar@example.com',
    contact: '+919876543210',
    notes: [],
    fee: failed ? null : 2,
    tax: failed ? null : 0,
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? 'Payment failed' : null,
    error_source: failed ? 'bank' : null,
    error_step: failed ? 'payment_authorization' : null,
    error_reason: failed ? 'payment_failed' : null,
    acquirer_data: { bank_transaction_id: failed ? null : '0125836177' },
    created_at: 1567674599,
  };
}

/** "Payment Captured" (Netbanking). */
export function paymentCapturedEvent(f: DocumentedPaymentFields) {
  return {
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity: paymentEntity(f, 'captured') } },
    created_at: 1567674606,
  };
}

/** "Payment Failed" (Netbanking). */
export function paymentFailedEvent(f: DocumentedPaymentFields) {
  return {
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event: 'payment.failed',
    contains: ['payment'],
    payload: { payment: { entity: paymentEntity(f, 'failed') } },
    created_at: 1567610215,
  };
}

/** "Order Paid": the captured payment and the order, paid in full. */
export function orderPaidEvent(f: DocumentedPaymentFields & { receipt?: string }) {
  return {
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event: 'order.paid',
    contains: ['payment', 'order'],
    payload: {
      payment: { entity: paymentEntity(f, 'captured') },
      order: {
        entity: {
          id: f.orderId,
          entity: 'order',
          amount: f.amount,
          amount_paid: f.amount,
          amount_due: 0,
          currency: f.currency ?? 'INR',
          receipt: f.receipt ?? 'rcptid #1',
          offer_id: null,
          status: 'paid',
          attempts: 1,
          notes: [],
          created_at: 1567674581,
        },
      },
    },
    created_at: 1567674606,
  };
}
