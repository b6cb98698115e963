// Webhook bodies in the shapes Razorpay's documentation publishes (razorpay.com/docs/webhooks/payments,
// /webhooks/orders and /webhooks/refunds: "Sample Payloads", Netbanking). Tests re-point the order id, payment id and
// amount at an order of their own; every other field is as documented.

export interface DocumentedPaymentFields {
  orderId: string;
  paymentId: string;
  amount: number;
  currency?: string;
}

function paymentEntity(
  f: DocumentedPaymentFields,
  status: 'captured' | 'failed' | 'refunded',
  refunded: { amount: number; refundStatus: 'full' | 'partial' } | null = null,
) {
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
    amount_refunded: refunded?.amount ?? 0,
    ...(failed ? {} : { amount_transferred: 0 }),
    refund_status: refunded?.refundStatus ?? null,
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

/**
 * "Refund Processed": the refund, and the payment as it stands after it (amount_refunded so far;
 * refund_status "full" once all of it is refunded, when the payment's status is "refunded").
 */
export function refundProcessedEvent(f: DocumentedPaymentFields & { refundId: string; refundAmount: number }) {
  const full = f.refundAmount >= f.amount;
  return {
    entity: 'event',
    account_id: 'acc_E7OQJcEANmBHTC',
    event: 'refund.processed',
    contains: ['refund', 'payment'],
    payload: {
      refund: {
        entity: {
          id: f.refundId,
          entity: 'refund',
          amount: f.refundAmount,
          currency: f.currency ?? 'INR',
          payment_id: f.paymentId,
          notes: { comment: 'Customer Notes for Webhooks.' },
          receipt: null,
          acquirer_data: { arn: '10000000000000' },
          created_at: 1597734071,
          batch_id: null,
          status: 'processed',
          speed_processed: 'normal',
          speed_requested: 'optimum',
        },
      },
      payment: {
        entity: paymentEntity(f, full ? 'refunded' : 'captured', {
          amount: f.refundAmount,
          refundStatus: full ? 'full' : 'partial',
        }),
      },
    },
    created_at: 1597734073,
  };
}
