import { execFile } from 'node:child_process';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

/** The ffmpeg binary shipped in @ffmpeg-installer (has libx264 and aac). */
export const FFMPEG_PATH: string = ffmpeg.path;

/**
 * Runs ffmpeg as a child process (never on the event loop), failing after `timeoutMs` or when the
 * signal aborts (server shutdown). Rejects with ffmpeg's last stderr lines, never the whole log.
 */
export function runFfmpeg(args: readonly string[], options: { timeoutMs?: number; signal?: AbortSignal } = {}) {
  return new Promise<void>((resolve, reject) => {
    execFile(
      FFMPEG_PATH,
      ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args],
      { timeout: options.timeoutMs ?? 10 * 60_000, signal: options.signal, maxBuffer: 4 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        const tail = String(stderr).trim().split('\n').slice(-3).join(' | ');
        reject(new Error(`ffmpeg failed: ${tail || error.message}`, { cause: error }));
      },
    );
  });
}

/** A small limiter: at most `concurrency` tasks at a time, the rest wait in order. */
export function createLimiter(concurrency: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
