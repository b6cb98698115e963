import { isSafeKey } from '../../platform/storage/storage.js';
import { isLibraryKey, PLATFORM_UPLOADS_PREFIX, schoolUploadsPrefix } from '../media/media.module.js';
import { invalid, type AssessmentPorts } from './assessment-ports.js';

/**
 * Figures of questions and files of printed papers are stored media (the media module's uploads, or
 * the platform's library). An item may point only at files its owner may use: a school's at its own
 * uploads (and the library), the platform's at the library and platform editors' uploads; the file
 * must exist. 400 naming the field otherwise.
 */
export async function assertUsableKeys(
  storage: AssessmentPorts['storage'],
  schoolId: number | null,
  keys: readonly string[],
  field: string,
): Promise<void> {
  const area = schoolId === null ? PLATFORM_UPLOADS_PREFIX : schoolUploadsPrefix(schoolId);
  for (const [i, key] of keys.entries()) {
    const at = `${field}.${i}`;
    if (!isSafeKey(key)) throw invalid(at, { reason: 'questionBank.badFileKey' });
    if (!isLibraryKey(key) && !key.startsWith(area)) throw invalid(at, { reason: 'questionBank.fileOfOwner' });
    if (!(await storage.exists(key))) throw invalid(at, { reason: 'questionBank.noStoredFile' });
  }
}

/** The file name people see for a stored key: its last segment without the upload's unique prefix. */
export function fileNameOf(key: string): string {
  const last = key.slice(key.lastIndexOf('/') + 1);
  return last.replace(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/, '');
}
