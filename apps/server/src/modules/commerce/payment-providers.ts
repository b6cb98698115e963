import type { AppConfig } from '../../config.js';
import type { PaymentProvider } from './payment-provider.js';
import { createRazorpayPaymentProvider, type HttpFetch } from './razorpay-payment-provider.js';
import { createTestPaymentProvider } from './test-payment-provider.js';

/**
 * The one payment provider of a server, chosen by the mode: the demo has the test provider (its
 * cards pay nothing); production has Razorpay when its keys are set, and otherwise none, so buying
 * answers that payments are not configured. Production never builds the test provider.
 */
export function paymentProviderFor(
  config: Pick<AppConfig, 'mode' | 'razorpay'>,
  http?: HttpFetch,
): PaymentProvider | null {
  if (config.mode === 'demo') return createTestPaymentProvider();
  return config.razorpay ? createRazorpayPaymentProvider(config.razorpay, http) : null;
}
