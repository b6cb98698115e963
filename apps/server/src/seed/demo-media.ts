import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createLimiter, runFfmpeg } from '../modules/media/ffmpeg-runner.js';
import type { Storage } from '../platform/storage/storage.js';
import { planDemoCatalogue } from './demo-catalogue.js';
import { DEMO_MEDIA } from './demo-media-keys.js';
import { DEMO_RECORDING, demoRecordingNotesPdf } from './demo-recording-media.js';
import { demoFigureKey } from './demo-question-bank.js';
import { DEMO_QUESTIONS } from './demo-questions/index.js';
import { makeTopicMedia, TOPIC_MEDIA_TYPES } from './demo-topic-media.js';

// The demo media files the demo catalogue points at, generated into storage at start-up: the shared
// ones (DEMO_MEDIA) and each topic's notes, lesson, activity and game (demo-topic-media.ts).

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

export interface DemoMediaResult {
  created: string[];
  elapsedMs: number;
}

/** Text for drawtext: its own escaping (':' and quotes), inside a filter argument. */
const drawtextText = (text: string) => text.replace(/[\\':%]/g, (c) => `\\${c}`);

/** Bars, a sine tone, and (when the font exists) the title and a running clock burnt in: 640x360 H.264/AAC. */
async function makeVideo(file: string, title: string, durationMs: number, toneHz: number): Promise<void> {
  const seconds = (durationMs / 1000).toFixed(3);
  const text = existsSync(FONT)
    ? [
        `drawtext=fontfile=${FONT}:text='${drawtextText(title)}':fontsize=36:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=10:x=(w-text_w)/2:y=h*0.1`,
        `drawtext=fontfile=${FONT}:text='%{pts\\:hms}':fontsize=26:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=8:x=(w-text_w)/2:y=h*0.8`,
      ].join(',')
    : 'null';
  // prettier-ignore
  await runFfmpeg([
    '-y',
    '-f', 'lavfi', '-i', `smptebars=size=640x360:rate=15:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=${toneHz}:sample_rate=44100:duration=${seconds}`,
    '-vf', text,
    '-t', seconds,
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '30', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '48k',
    '-movflags', '+faststart',
    file,
  ], { timeoutMs: 60_000 });
}

/** A minimal SWF header (uncompressed, one empty frame): enough for the player to detect Flash. */
function swf(): Buffer {
  const body = Buffer.from([0x00, 0x00, 0x0c, 0x01, 0x00, 0x00, 0x00]);
  const header = Buffer.from([0x46, 0x57, 0x53, 0x0a, 0, 0, 0, 0]);
  header.writeUInt32LE(header.length + body.length, 4);
  return Buffer.concat([header, body]);
}

const COLOURS: Record<string, string> = {
  video: '#c0392b',
  interactive: '#8e44ad',
  pdf: '#2c3e50',
  html: '#16a085',
  game: '#d35400',
  study_notes: '#2980b9',
  practice_test: '#27ae60',
};

async function thumbnail(kind: string): Promise<Buffer> {
  const label = kind.replace('_', ' ').replace(/^\w/, (c) => c.toUpperCase());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270"><rect width="480" height="270" fill="${COLOURS[kind] ?? '#555'}"/>
<text x="240" y="150" font-family="DejaVu Sans, sans-serif" font-size="44" font-weight="bold" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Creates every demo file that is missing (idempotent: present files are left alone, so a restart
 * costs a few stat calls). Videos are made by ffmpeg, at most two at a time.
 */
export async function ensureDemoMedia(storage: Storage): Promise<DemoMediaResult> {
  const started = Date.now();
  const created: string[] = [];
  const limit = createLimiter(2);
  const dir = await mkdtemp(path.join(tmpdir(), 'esc-demo-media-'));
  const make = async (key: string, type: string, produce: () => Promise<Buffer> | Buffer) => {
    if (await storage.exists(key)) return;
    await storage.put(key, await produce(), type);
    created.push(key);
  };
  try {
    const tones = [440, 523, 659];
    await Promise.all([
      ...DEMO_MEDIA.videos.map((video, i) =>
        make(video.key, 'video/mp4', () =>
          limit(async () => {
            const file = path.join(dir, `video-${i}.mp4`);
            await makeVideo(file, `Demo lesson ${i + 1}`, video.durationMs, tones[i % tones.length]!);
            return readFile(file);
          }),
        ),
      ),
      ...planDemoCatalogue(0).topicMedia.map((file) =>
        make(file.key, TOPIC_MEDIA_TYPES[file.kind], () => makeTopicMedia(file)),
      ),
      make(DEMO_MEDIA.flash, 'application/x-shockwave-flash', swf),
      // Yesterday's 10-A class: its recording and notes (demo-recordings.ts).
      make(DEMO_RECORDING.videoKey, 'video/mp4', () =>
        limit(async () => {
          const file = path.join(dir, 'recording.mp4');
          await makeVideo(file, DEMO_RECORDING.classTitle, DEMO_RECORDING.durationMs, 392);
          return readFile(file);
        }),
      ),
      make(DEMO_RECORDING.notesKey, 'application/pdf', demoRecordingNotesPdf),
      // The demo bank's figures, drawn as SVG and stored as PNG (an image the browser never runs).
      ...DEMO_QUESTIONS.flatMap((q) => [q, ...(q.children ?? [])]).flatMap((q) =>
        q.figureSvg
          ? [make(demoFigureKey(q.ref), 'image/png', () => sharp(Buffer.from(q.figureSvg!)).png().toBuffer())]
          : [],
      ),
      ...Object.entries(DEMO_MEDIA.thumbnails).map(([kind, key]) => make(key, 'image/png', () => thumbnail(kind))),
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return { created: created.sort(), elapsedMs: Date.now() - started };
}
