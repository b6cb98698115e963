import { api } from '../../../lib/api';

/**
 * Downloads the invoice PDF as a blob through the api client (its session rules apply) and saves
 * it (spec 001 §2). Throws on any failure, and the caller shows an alert.
 */
export async function downloadInvoice(invoiceId: string): Promise<void> {
  const blob = await api.blob(`/cognito-login-service/auth/invoice/${encodeURIComponent(invoiceId)}`);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `${invoiceId}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
