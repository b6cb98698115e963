import { execFile } from 'node:child_process';

/**
 * Debian's ffmpeg and ffprobe (apt, kept current by the distribution's security updates; installed by
 * scripts/ensure-ffmpeg.sh). Never a bundled build: the old one read local files named in playlists.
 */
export const FFMPEG_PATH = '/usr/bin/ffmpeg';
export const FFPROBE_PATH = '/usr/bin/ffprobe';

/**
 * Demuxers an upload may be read with: real video containers only. Playlists (hls, concat, m3u8,
 * image sequences, ...) name other files and are never opened, whatever the upload claims to be.
 */
export const VIDEO_DEMUXERS = ['mov', 'mp4', 'm4a', '3gp', '3g2', 'mj2', 'matroska', 'webm', 'avi'] as const;

/**
 * Input options that hold ffmpeg to the one file it is given: only the file protocol (no http, no
 * data, no pipes), only the demuxers above, and the input named with `file:` so no part of the path
 * is read as a protocol. mov's external data references (drefs) stay off, as by default.
 */
export function inputArgs(path: string): string[] {
  return ['-protocol_whitelist', 'file', '-format_whitelist', VIDEO_DEMUXERS.join(','), '-i', `file:${path}`];
}

/** Runs a binary as a child process (never on the event loop), failing after `timeoutMs` or when the signal aborts. */
function run(
  binary: string,
  args: readonly string[],
  options: { timeoutMs?: number; signal?: AbortSignal },
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      binary,
      ['-hide_banner', '-loglevel', 'error', ...args],
      { timeout: options.timeoutMs ?? 10 * 60_000, signal: options.signal, maxBuffer: 4 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return resolve(String(stdout));
        // The last stderr lines only, never the whole log.
        const tail = String(stderr).trim().split('\n').slice(-3).join(' | ');
        reject(new Error(`${binary.split('/').pop()} failed: ${tail || error.message}`, { cause: error }));
      },
    );
  });
}

export function runFfmpeg(args: readonly string[], options: { timeoutMs?: number; signal?: AbortSignal } = {}) {
  return run(FFMPEG_PATH, ['-nostdin', ...args], options).then(() => undefined);
}

export function runFfprobe(args: readonly string[], options: { timeoutMs?: number; signal?: AbortSignal } = {}) {
  return run(FFPROBE_PATH, args, options);
}

/** A small limiter: at most `concurrency` tasks at a time, the rest wait in order (the demo media generator). */
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
