import path from 'node:path';

/**
 * The media type of a key, from its extension. The local disk keeps no metadata beside the file,
 * so the upload service always stores files under a name whose extension matches their type.
 */
const TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.mkv': 'video/x-matroska',
  '.avi': 'video/x-msvideo',
  '.pdf': 'application/pdf',
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.swf': 'application/x-shockwave-flash',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
};

export function contentTypeOf(key: string): string {
  return TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** The extension a file of this type is stored under (uploads), or null for types we do not take. */
export function extensionFor(contentType: string): string | null {
  const base = contentType.split(';')[0]!.trim().toLowerCase();
  for (const [ext, type] of Object.entries(TYPES)) if (type.split(';')[0] === base) return ext;
  return null;
}
