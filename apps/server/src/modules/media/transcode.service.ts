import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { TranscodeStatus } from '@esc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../platform/storage/storage.js';
import { createLimiter, runFfmpeg } from './ffmpeg-runner.js';

export type TranscodeService = ReturnType<typeof createTranscodeService>;

/** H.264 + AAC in an mp4 with the index up front, at most 1280 px wide: plays in every browser and seeks at once. */
// prettier-ignore
const OUTPUT_ARGS = [
  '-map', '0:v:0', '-map', '0:a:0?',
  '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p',
  '-vf', "scale='min(1280,iw)':-2",
  '-c:a', 'aac', '-b:a', '128k',
  '-movflags', '+faststart',
];

/**
 * Background transcoding of uploaded videos, one at a time per process so a burst of uploads cannot
 * starve the machine. The source is copied out of storage to a temporary file (ffmpeg needs a file,
 * and the store may be remote), and the result is put back. Status is kept in memory; after a restart
 * a finished file is found in storage and anything else reads as failed.
 */
export function createTranscodeService(deps: {
  storage: Storage;
  log: FastifyBaseLogger;
  onReady?: (targetKey: string, sizeBytes: number) => Promise<void>;
}) {
  const { storage, log } = deps;
  const limit = createLimiter(1);
  const jobs = new Map<string, TranscodeStatus>();
  const running = new Set<Promise<void>>();
  const shutdown = new AbortController();

  async function transcode(sourceKey: string, targetKey: string): Promise<void> {
    const dir = await mkdtemp(path.join(tmpdir(), 'esc-transcode-'));
    try {
      const input = path.join(dir, `in${path.extname(sourceKey) || '.bin'}`);
      const output = path.join(dir, 'out.mp4');
      const { body } = await storage.get(sourceKey);
      await pipeline(body, createWriteStream(input));
      await runFfmpeg(['-y', '-i', input, ...OUTPUT_ARGS, output], { signal: shutdown.signal });
      const stored = await storage.put(targetKey, createReadStream(output), 'video/mp4');
      await deps.onReady?.(targetKey, stored.size);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Queues the job and returns at once. */
  function start(sourceKey: string, targetKey: string): TranscodeStatus {
    jobs.set(targetKey, 'processing');
    const job = limit(async () => {
      if (shutdown.signal.aborted) throw new Error('server is shutting down');
      await transcode(sourceKey, targetKey);
    })
      .then(() => void jobs.set(targetKey, 'ready'))
      .catch((err: unknown) => {
        jobs.set(targetKey, 'failed');
        if (!shutdown.signal.aborted) log.error({ err, sourceKey }, 'transcoding failed');
      })
      .finally(() => running.delete(job));
    running.add(job);
    return 'processing';
  }

  async function status(targetKey: string): Promise<TranscodeStatus> {
    const known = jobs.get(targetKey);
    if (known) return known;
    return (await storage.exists(targetKey)) ? 'ready' : 'failed';
  }

  /** On server close: stop ffmpeg and wait for the jobs to settle, so no write races the shutdown. */
  async function close(): Promise<void> {
    shutdown.abort();
    await Promise.allSettled([...running]);
  }

  /** Tests wait for the queue to finish. */
  async function idle(): Promise<void> {
    while (running.size > 0) await Promise.allSettled([...running]);
  }

  return { start, status, close, idle };
}
