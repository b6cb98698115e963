import { RECORDING_DURATION_MAX_SECONDS } from '@esc/contracts';
import type { RecordingStateValue } from '../../db/schema-recordings.js';
import { isSafeKey } from '../../platform/storage/storage.js';
import { schoolUploadsPrefix } from '../media/media.module.js';
import { invalid, providerFieldRefusal, type RecordingPorts } from './recordings-ports.js';

type FileChecks = Pick<RecordingPorts, 'uploads' | 'storage'>;

const NOT_STORED = { reason: 'recordings.fileNotStored' } as const;

/** A file of the school's uploads area, recorded as the school's upload and of the type asked; else 400 naming the field. */
async function schoolUpload(deps: FileChecks, schoolId: number, key: string, field: string, type: string) {
  if (!isSafeKey(key)) throw invalid(field, { reason: 'recordings.fileKeyInvalid' });
  if (!key.startsWith(schoolUploadsPrefix(schoolId))) throw invalid(field, { reason: 'recordings.fileNotOfSchool' });
  const upload = (await deps.uploads.byKeys([key])).get(key);
  if (!upload || upload.schoolId !== schoolId) throw invalid(field, { reason: 'recordings.fileNotUploaded' });
  if (upload.contentType !== type) {
    throw invalid(
      field,
      type === 'application/pdf'
        ? { reason: 'recordings.notesNotPdf', params: { format: 'PDF' } }
        : { reason: 'recordings.videoNotMp4', params: { format: 'mp4' } },
    );
  }
  return upload;
}

/**
 * The video of a teacher's recording: an mp4 uploaded for the class's school (getTransVideo's
 * transcoded key, or an mp4 sent as it was). Its state follows the transcoding: processing until it is
 * done; one whose transcoding failed is refused.
 */
export async function checkedVideo(deps: FileChecks, schoolId: number, key: string): Promise<RecordingStateValue> {
  const upload = await schoolUpload(deps, schoolId, key, 'media_key', 'video/mp4');
  if (upload.transcodeStatus === 'failed') {
    throw invalid('media_key', { reason: 'recordings.videoFailed' });
  }
  if (upload.transcodeStatus === 'processing') return 'processing';
  if (!(await deps.storage.exists(key))) throw invalid('media_key', NOT_STORED);
  return 'ready';
}

/** PDF notes of a recording: a PDF uploaded for the class's school that is stored. */
export async function checkedNotes(deps: FileChecks, schoolId: number, key: string): Promise<string> {
  await schoolUpload(deps, schoolId, key, 'notes_key', 'application/pdf');
  if (!(await deps.storage.exists(key))) throw invalid('notes_key', NOT_STORED);
  return key;
}

/** A provider's name as stored in `source`: lower-case letters, digits, '-' or '_', never 'upload'. Only a provider's callback sends one. */
export function checkedProvider(value: string): string {
  const name = value.trim().toLowerCase();
  if (!/^[a-z][a-z0-9_-]{1,30}$/.test(name) || name === 'upload') {
    throw providerFieldRefusal('provider', 'must be the meeting-room provider’s name (such as bbb or zoom)');
  }
  return name;
}

/** A provider's playback page: an https link without credentials. */
export function checkedPlaybackUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw providerFieldRefusal('playback_url', 'must be an https link');
  }
  if (url.protocol !== 'https:' || url.username || url.password || value.length > 1000) {
    throw providerFieldRefusal('playback_url', 'must be an https link without credentials, at most 1000 characters');
  }
  return url.toString();
}

/** A recording's length in seconds, when known: 1 to 8 hours' worth. */
export function checkedDuration(value: number | null): number | null {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < 1 || value > RECORDING_DURATION_MAX_SECONDS) {
    throw invalid('duration_seconds', {
      reason: 'recordings.durationRange',
      params: { max: RECORDING_DURATION_MAX_SECONDS },
    });
  }
  return value;
}
