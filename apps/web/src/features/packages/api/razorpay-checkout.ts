// Razorpay Standard Checkout in the browser: its script comes from checkout.razorpay.com (Razorpay
// requires it be loaded from there, never bundled) and is added to the page only when someone pays.

/** What Checkout's handler receives on a successful payment; the server verifies the signature. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayFailure {
  error?: { description?: string };
}

export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds Checkout's script once and resolves with its constructor; a failed load can be tried again. */
export function loadRazorpayCheckout(doc: Document = document): Promise<RazorpayConstructor> {
  const ready = doc.defaultView?.Razorpay;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.addEventListener('load', () => {
      const loaded = doc.defaultView?.Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay Checkout did not start'));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded'));
    });
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export type CheckoutOutcome =
  | { kind: 'paid'; response: RazorpaySuccess }
  /** Closed without paying; the last failure Razorpay reported, if any. */
  | { kind: 'closed'; failure: string | null };

/**
 * Opens Checkout and waits until the payer pays or closes it. A failed attempt keeps Checkout open
 * for another try (Razorpay's own retry), so a failure is remembered, not final.
 */
export function openRazorpayCheckout(
  Razorpay: RazorpayConstructor,
  options: Omit<RazorpayOptions, 'handler' | 'modal'>,
): Promise<CheckoutOutcome> {
  return new Promise((resolve) => {
    let failure: string | null = null;
    const checkout = new Razorpay({
      ...options,
      handler: (response) => resolve({ kind: 'paid', response }),
      modal: { ondismiss: () => resolve({ kind: 'closed', failure }) },
    });
    checkout.on('payment.failed', (response) => {
      failure = response.error?.description ?? null;
    });
    checkout.open();
  });
}
