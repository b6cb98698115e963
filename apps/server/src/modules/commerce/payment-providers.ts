import type { AppConfig } from '../../config.js';
import type { ThirdPartyOrigins } from '../../platform/http/security-headers.js';
import type { PaymentProvider, PaymentProviderName } from './payment-provider.js';
import { createRazorpayPaymentProvider, type HttpFetch } from './razorpay-payment-provider.js';
import { createTestPaymentProvider } from './test-payment-provider.js';

/** Where Razorpay Checkout comes from and talks to: its script, its payment frame, its assets. */
export const RAZORPAY_CHECKOUT_ORIGINS: ThirdPartyOrigins = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/** Which provider the server has (see paymentProviderFor). */
export function paymentProviderNameFor(config: Pick<AppConfig, 'mode' | 'razorpay'>): PaymentProviderName | null {
  if (config.mode === 'demo') return 'test';
  return config.razorpay ? 'razorpay' : null;
}

/** The origins the web's checkout needs in the page's CSP: Razorpay's when it is the provider. */
export function checkoutOriginsFor(config: Pick<AppConfig, 'mode' | 'razorpay'>): ThirdPartyOrigins {
  return paymentProviderNameFor(config) === 'razorpay' ? RAZORPAY_CHECKOUT_ORIGINS : {};
}

/**
 * The one payment provider of a server, chosen by the mode: the demo has the test provider (its
 * cards pay nothing); production has Razorpay when its keys are set, and otherwise none, so buying
 * answers that payments are not configured. Production never builds the test provider.
 */
export function paymentProviderFor(
  config: Pick<AppConfig, 'mode' | 'razorpay'>,
  http?: HttpFetch,
): PaymentProvider | null {
  const name = paymentProviderNameFor(config);
  if (name === 'test') return createTestPaymentProvider();
  return name === 'razorpay' && config.razorpay ? createRazorpayPaymentProvider(config.razorpay, http) : null;
}
