import { mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { runFfmpeg } from '../modules/media/ffmpeg-runner.js';
import { multipartBody } from './content-factories.js';

// Real media files for upload and transcoding tests, made by Debian's ffmpeg from its test sources.

/** A one-second video: H.264 in mp4, or VP8 in webm. */
export async function makeVideo(format: 'mp4' | 'webm' = 'mp4'): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'esc-video-'));
  const file = path.join(dir, `clip.${format}`);
  const codec = format === 'mp4' ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p'] : ['-c:v', 'libvpx', '-b:v', '100k'];
  try {
    await runFfmpeg(['-y', '-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=10:duration=1', ...codec, file]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** An HLS playlist whose one segment is a local file: what a transcoder must never read. */
export function hlsPlaylistOf(localFile: string): Buffer {
  return Buffer.from(
    `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:10\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:10.0,\nfile://${localFile}\n#EXT-X-ENDLIST\n`,
  );
}

/** POSTs a multipart upload (one file) with a bearer token. */
export function upload(
  app: FastifyInstance,
  url: string,
  token: string,
  fields: Record<string, string>,
  file?: Parameters<typeof multipartBody>[1],
) {
  const { payload, headers } = multipartBody(fields, file);
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}
