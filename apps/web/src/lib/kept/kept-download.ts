import type { KeptDb, KeptPartial } from './kept-db';

/** What is downloaded between two saves of a download that goes on: a dropped link loses at most this. */
export const SAVE_EVERY_BYTES = 512 * 1024;

export interface FileToKeep {
  /** The stable address the copy is stored under (kept-names.ts keptFileAddress). */
  address: string;
  /** A signed link to download it now. */
  url: string;
  size: number;
  contentType: string;
}

/** A download that did not finish: what stopped it ('network', or the server's HTTP status). */
export class KeepDownloadError extends Error {
  override readonly name = 'KeepDownloadError';
  constructor(readonly status: number | 'network') {
    super(status === 'network' ? 'The download stopped: the connection dropped.' : `The download failed (${status}).`);
  }
}

export interface DownloadDeps {
  db: KeptDb;
  cache: Pick<Cache, 'match' | 'put'>;
  fetch: typeof fetch;
}

/**
 * Downloads one file into the person's kept cache, going on from the bytes an earlier attempt saved
 * (a request with Range from where it stopped; the media route answers 206). What arrives is saved
 * to IndexedDB every SAVE_EVERY_BYTES and when the link drops, so a drop loses little; when the
 * whole file is there it is stored as one response under its stable address, and the parts go.
 * `onBytes` hears the bytes of this file on the device so far.
 */
export async function downloadFile(
  deps: DownloadDeps,
  owner: string,
  file: FileToKeep,
  onBytes: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const { db, cache } = deps;
  if (await cache.match(file.address)) {
    onBytes(file.size);
    return;
  }
  const id = `${owner}|${file.address}`;
  const partial: KeptPartial = (await db.get('partials', id)) ?? { id, chunks: [], bytes: 0 };
  onBytes(partial.bytes);
  if (partial.bytes < file.size || file.size === 0) await fetchRest(deps, file, partial, onBytes, signal);
  const body = new Blob(partial.chunks, { type: file.contentType });
  await cache.put(
    file.address,
    new Response(body, {
      headers: {
        'content-type': file.contentType,
        'content-length': String(body.size),
        'accept-ranges': 'bytes',
      },
    }),
  );
  await db.delete('partials', id);
}

function joined(parts: readonly Uint8Array[], bytes: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(bytes);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

async function fetchRest(
  { db, fetch: fetchFn }: DownloadDeps,
  file: FileToKeep,
  partial: KeptPartial,
  onBytes: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const headers: Record<string, string> = partial.bytes > 0 ? { range: `bytes=${partial.bytes}-` } : {};
  let response: Response;
  try {
    response = await fetchFn(file.url, { headers, signal, cache: 'no-store' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new KeepDownloadError('network');
  }
  if (response.status === 200 && partial.bytes > 0) {
    // The server sent the whole file again: start over rather than join two copies.
    partial.chunks = [];
    partial.bytes = 0;
  } else if (!response.ok || (partial.bytes > 0 && response.status !== 206)) {
    throw new KeepDownloadError(response.status);
  }
  if (!response.body) throw new KeepDownloadError(response.status);
  const reader = response.body.getReader();
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const save = async () => {
    if (pendingBytes === 0) return;
    partial.chunks.push(joined(pending, pendingBytes));
    partial.bytes += pendingBytes;
    pending = [];
    pendingBytes = 0;
    await db.put('partials', partial);
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending.push(value);
      pendingBytes += value.byteLength;
      onBytes(partial.bytes + pendingBytes);
      if (pendingBytes >= SAVE_EVERY_BYTES) await save();
    }
  } catch (error) {
    await save();
    if (signal?.aborted) throw error;
    throw new KeepDownloadError('network');
  }
  await save();
  if (partial.bytes < file.size) throw new KeepDownloadError('network');
}
