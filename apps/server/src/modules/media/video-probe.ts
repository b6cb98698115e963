import { inputArgs, runFfprobe } from './ffmpeg-runner.js';

/** Container families an upload may be: the mp4 family (mp4, mov, 3gp), matroska/webm, avi. */
export type VideoContainer = 'mp4' | 'matroska' | 'avi';

export interface VideoProbe {
  container: VideoContainer;
  /** 0 when the container does not say. */
  durationMs: number;
}

/** ffprobe's format_name of each family (it names the demuxer, e.g. 'mov,mp4,m4a,3gp,3g2,mj2'). */
function containerOf(formatName: string): VideoContainer | null {
  const names = formatName.split(',');
  if (names.includes('mov') || names.includes('mp4')) return 'mp4';
  if (names.includes('matroska') || names.includes('webm')) return 'matroska';
  if (names.includes('avi')) return 'avi';
  return null;
}

interface ProbeOutput {
  streams?: { codec_type?: string }[];
  format?: { format_name?: string; duration?: string };
}

/**
 * Reads what a file really is with ffprobe, restricted to the one file and to real video demuxers
 * (ffmpeg-runner inputArgs): a playlist, a text file or anything without a video stream is null,
 * whatever its name or declared type. Never throws for a bad file; only for a missing ffprobe.
 */
export async function probeVideo(path: string, signal?: AbortSignal): Promise<VideoProbe | null> {
  let output: string;
  try {
    output = await runFfprobe(
      [...inputArgs(path), '-show_entries', 'format=format_name,duration:stream=codec_type', '-of', 'json'],
      { timeoutMs: 60_000, signal },
    );
  } catch (err) {
    if ((err as { cause?: { code?: unknown } }).cause?.code === 'ENOENT') throw err;
    return null;
  }
  let parsed: ProbeOutput;
  try {
    parsed = JSON.parse(output) as ProbeOutput;
  } catch {
    return null;
  }
  const container = containerOf(parsed.format?.format_name ?? '');
  const hasVideo = (parsed.streams ?? []).some((s) => s.codec_type === 'video');
  if (!container || !hasVideo) return null;
  const seconds = Number(parsed.format?.duration);
  return { container, durationMs: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0 };
}
