import { api, API_BASE } from '../../../lib/api';
import { readSession } from '../../../lib/session';

/**
 * Downloads the invoice PDF as a blob and saves it (spec 001 §2). The api client answers JSON only,
 * so a cheap call through it first refreshes the session when needed; the PDF is then fetched with
 * that token. Throws on any failure, and the caller shows an alert.
 */
export async function downloadInvoice(invoiceId: string): Promise<void> {
  await api.request('/cognito-login-service/auth/me');
  const token = readSession()?.access_token;
  const response = await globalThis.fetch(
    `${API_BASE}/cognito-login-service/auth/invoice/${encodeURIComponent(invoiceId)}`,
    { headers: token ? { Authorization: `Bearer ${token}`, Accept: 'application/pdf' } : {} },
  );
  if (!response.ok) throw new Error(`invoice download failed: HTTP ${response.status}`);
  const blob = await response.blob();
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
