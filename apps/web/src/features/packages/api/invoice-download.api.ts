import { api } from '../../../lib/api';
import { saveFile } from '../../../lib/save-file';

/**
 * Downloads the invoice PDF as a blob through the api client (its session rules apply) and saves
 * it (spec 001 §2). Throws on any failure, and the caller shows an alert.
 */
export async function downloadInvoice(invoiceId: string): Promise<void> {
  const blob = await api.file('GET /cognito-login-service/auth/invoice/:invoiceId', { params: { invoiceId } });
  // A GST invoice number has slashes (ESC/26-27/000001); a file name cannot.
  saveFile(blob, `${invoiceId.replaceAll('/', '-')}.pdf`);
}
