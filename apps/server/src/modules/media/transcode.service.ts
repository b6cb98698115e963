import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { TranscodeStatus } from '@esc/contracts';
import type { JobContext, JobQueue } from '../../platform/jobs/job-queue.js';
import type { Storage } from '../../platform/storage/storage.js';
import { inputArgs, runFfmpeg } from './ffmpeg-runner.js';
import type { MediaRepository } from './media.repository.js';
import { probeVideo } from './video-probe.js';

/** The background job that makes an H.264/AAC mp4 of an uploaded video. */
export const TRANSCODE_JOB = 'media.transcode';
/** One transcoding may take this long; then ffmpeg is stopped and the run counts as failed. */
export const TRANSCODE_TIME_LIMIT_MS = 20 * 60_000;

export interface TranscodePayload {
  sourceKey: string;
  targetKey: string;
}

/** H.264 + AAC in an mp4 with the index up front, at most 1280 px wide: plays in every browser and seeks at once. */
// prettier-ignore
const OUTPUT_ARGS = [
  '-map', '0:v:0', '-map', '0:a:0?',
  '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p',
  '-vf', "scale='min(1280,iw)':-2",
  '-c:a', 'aac', '-b:a', '128k',
  '-movflags', '+faststart',
];

export type TranscodeService = ReturnType<typeof createTranscodeService>;

/**
 * Transcoding as a background job (the job queue: pg-boss on PostgreSQL, the jobs table on SQLite),
 * one at a time per process, with a time limit and retries. The state lives on the target's row in
 * `uploads` (processing, ready, failed), so every server process answers the same. The source is
 * copied out of storage to a temporary file (ffmpeg needs a file, and the store may be remote), probed
 * again, read by ffmpeg restricted to that one file, and the result put back. Idempotent: a finished
 * target is not made again.
 */
export function createTranscodeService(deps: {
  storage: Storage;
  repo: MediaRepository;
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  timeLimitMs?: number;
}) {
  const { storage, repo, jobs } = deps;

  async function transcode({ sourceKey, targetKey }: TranscodePayload, signal: AbortSignal): Promise<void> {
    const dir = await mkdtemp(path.join(tmpdir(), 'esc-transcode-'));
    try {
      const input = path.join(dir, 'source');
      const output = path.join(dir, 'out.mp4');
      const { body } = await storage.get(sourceKey);
      await pipeline(body, createWriteStream(input), { signal });
      if (!(await probeVideo(input, signal))) throw new Error('the source is not a video container');
      await runFfmpeg(['-y', ...inputArgs(input), ...OUTPUT_ARGS, output], {
        signal,
        timeoutMs: deps.timeLimitMs ?? TRANSCODE_TIME_LIMIT_MS,
      });
      const stored = await storage.put(targetKey, createReadStream(output), 'video/mp4');
      await repo.setTranscodeState(targetKey, 'ready', stored.size);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function handle(payload: TranscodePayload, context: JobContext): Promise<void> {
    const row = await repo.findUpload(payload.targetKey);
    if (!row) return; // nothing waits for it any more
    if (row.transcode_status === 'ready' && (await storage.exists(payload.targetKey))) return;
    try {
      await transcode(payload, context.signal);
    } catch (err) {
      if (context.attempt >= context.maxAttempts) await repo.setTranscodeState(payload.targetKey, 'failed');
      throw err;
    }
  }

  jobs.register<TranscodePayload>(TRANSCODE_JOB, {
    handler: handle,
    timeoutMs: deps.timeLimitMs ?? TRANSCODE_TIME_LIMIT_MS,
    retryLimit: 2,
    retryDelaySeconds: 30,
    concurrency: 1,
  });

  /** Queues the job (once per target) and returns at once. */
  async function start(sourceKey: string, targetKey: string): Promise<TranscodeStatus> {
    await repo.setTranscodeState(targetKey, 'processing');
    await jobs.enqueue<TranscodePayload>(TRANSCODE_JOB, { sourceKey, targetKey }, { singletonKey: targetKey });
    return 'processing';
  }

  return { start };
}
