import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { createLimiter, runFfmpeg } from '../../modules/media/ffmpeg-runner.js';
import type { Storage } from '../../platform/storage/storage.js';
import { DEMO_MEDIA } from './demo-media-keys.js';

// The demo media files the demo catalogue points at (DEMO_MEDIA), generated into storage at start-up.

/** First demo content id; lessons' activities refer to content, tests and questions by these ranges. */
const DEMO_CONTENT_ID = 100_001;
const DEMO_TEST_ID = 200_001;
const DEMO_QUESTION_ID = 300_001;
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

const NOTES = [
  {
    title: 'Number Systems',
    sections: [
      [
        'Rational numbers',
        'A rational number can be written as p/q, where p and q are integers and q is not zero. Every terminating or repeating decimal is rational.',
      ],
      [
        'Irrational numbers',
        'Numbers such as the square root of 2 and pi cannot be written as p/q. Their decimal expansions neither terminate nor repeat.',
      ],
      [
        'Real numbers',
        'Rational and irrational numbers together form the real numbers. Every real number is a unique point on the number line.',
      ],
    ],
  },
  {
    title: 'Motion',
    sections: [
      [
        'Distance and displacement',
        'Distance is the length of the path travelled; displacement is the shortest distance from the initial to the final position, with a direction.',
      ],
      [
        'Speed and velocity',
        'Speed is distance per unit time. Velocity is displacement per unit time, so it has a direction as well as a size.',
      ],
      [
        'Acceleration',
        'Acceleration is the rate of change of velocity: a = (v - u) / t. Its unit is metre per second squared.',
      ],
    ],
  },
  {
    title: 'The Fundamental Unit of Life',
    sections: [
      ['The cell', 'All living organisms are made of cells. Robert Hooke first saw cells in a slice of cork in 1665.'],
      [
        'Cell membrane and cell wall',
        'The plasma membrane lets some substances in and out. Plant cells also have a rigid cell wall made of cellulose.',
      ],
      [
        'Organelles',
        'The nucleus holds the genetic material; mitochondria release energy; chloroplasts in plant cells make food by photosynthesis.',
      ],
    ],
  },
];

/** Wraps text to the page width with the font's own metrics. */
function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function makePdf(index: number): Promise<Buffer> {
  const notes = NOTES[index % NOTES.length]!;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Study notes: ${notes.title}`);
  pdf.setAuthor('ESC demo');
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  for (const [page, [heading, body]] of notes.sections.entries()) {
    const sheet = pdf.addPage([595, 842]);
    sheet.drawText(notes.title, { x: 56, y: 780, size: 22, font: bold, color: rgb(0.1, 0.2, 0.5) });
    sheet.drawText(`${page + 1}. ${heading}`, { x: 56, y: 740, size: 16, font: bold });
    let y = 712;
    const paragraphs = [
      body!,
      `Key idea: ${body!.split('.')[0]}.`,
      'Practice: write two examples of your own and check them with a friend.',
    ];
    for (const paragraph of paragraphs) {
      for (const line of wrap(paragraph, 483, (s) => regular.widthOfTextAtSize(s, 12))) {
        sheet.drawText(line, { x: 56, y, size: 12, font: regular });
        y -= 18;
      }
      y -= 12;
    }
    sheet.drawText(`Page ${page + 1} of ${notes.sections.length}`, { x: 56, y: 40, size: 9, font: regular });
  }
  return Buffer.from(await pdf.save());
}

const page = (title: string, body: string, script: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:1.5rem auto;padding:0 1rem;line-height:1.5}
button{font-size:1rem;padding:.5rem 1rem;margin:.25rem}label{display:block;margin:.5rem 0}
[role=status]{font-weight:bold;margin-top:1rem}</style></head>
<body><main><h1>${title}</h1>${body}<p role="status" aria-live="polite" id="result"></p></main>
<script>${script}</script></body></html>`;

const QUIZ = [
  ['Which of these is irrational?', ['1/2', '0.75', 'Square root of 2'], 2],
  ['Displacement has a size and a …', ['colour', 'direction', 'mass'], 1],
];

function htmlActivity(index: number): string {
  const [question, options, answer] = QUIZ[index % QUIZ.length]!;
  const choices = (options as string[])
    .map((o, i) => `<label><input type="radio" name="answer" value="${i}"> ${o}</label>`)
    .join('');
  return page(
    `Activity ${index + 1}: quick check`,
    `<form id="quiz"><fieldset><legend>${question as string}</legend>${choices}</fieldset><button type="submit">Check answer</button></form>`,
    `document.getElementById('quiz').addEventListener('submit',function(e){e.preventDefault();
var c=document.querySelector('input[name=answer]:checked');var r=document.getElementById('result');
if(!c){r.textContent='Choose an answer first.';return}
r.textContent=Number(c.value)===${answer as number}?'Correct, well done!':'Not quite. Try again.';});`,
  );
}

function game(): string {
  return page(
    'Number match game',
    `<p>Press the button whose number equals the sum shown. Score 5 to win.</p><p id="sum" aria-live="polite"></p>
<div id="choices" role="group" aria-label="Answers"></div><p>Score: <span id="score">0</span></p>`,
    `var score=0,target=0;function round(){var a=1+Math.floor(Math.random()*9),b=1+Math.floor(Math.random()*9);target=a+b;
document.getElementById('sum').textContent=a+' + '+b+' = ?';var box=document.getElementById('choices');box.innerHTML='';
var opts=[target,target+1,target-1].sort(function(){return Math.random()-0.5});
opts.forEach(function(n){var btn=document.createElement('button');btn.type='button';btn.textContent=String(n);
btn.addEventListener('click',function(){var r=document.getElementById('result');if(n===target){score++;
document.getElementById('score').textContent=String(score);r.textContent=score>=5?'You win!':'Correct!';}else{r.textContent='Try again.';}
if(score<5)round();});box.appendChild(btn);});}round();`,
  );
}

function lesson(index: number): string {
  const notes = NOTES[index % NOTES.length]!;
  const slides = notes.sections.map(([title, text], i) => ({
    slide_id: index * 10 + i + 1,
    slide_order: i + 1,
    title: title!,
    text: text!,
    bullet_points: text!
      .split('. ')
      .slice(0, 2)
      .map((s) => s.replace(/\.$/, '')),
    start_time_ms: i * 4000,
  }));
  const base = index * 10;
  return JSON.stringify(
    {
      content_id: DEMO_CONTENT_ID + index,
      language_id: 1,
      title: `Interactive lesson: ${notes.title}`,
      video_meta_info: [{ video_id: `lesson-${index + 1}`, video_title: notes.title, slides_details: slides }],
      activity_details: [
        {
          activity_id: base + 1,
          activity_type: 3,
          title: 'Try a question',
          after_slide_id: slides[0]!.slide_id,
          question_id: DEMO_QUESTION_ID + index,
          template_id: 1,
          question_type: 1,
        },
        {
          activity_id: base + 2,
          activity_type: 2,
          title: 'Watch the video',
          after_slide_id: slides[1]!.slide_id,
          content_id: DEMO_CONTENT_ID,
        },
        {
          activity_id: base + 3,
          activity_type: 1,
          title: 'Take the chapter test',
          after_slide_id: slides[2]!.slide_id,
          test_id: DEMO_TEST_ID + index,
        },
      ],
    },
    null,
    2,
  );
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
 * Creates every DEMO_MEDIA file that is missing (idempotent: present files are left alone, so a
 * restart costs a few stat calls). Videos are made by ffmpeg, at most two at a time.
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
      ...DEMO_MEDIA.pdfs.map((key, i) => make(key, 'application/pdf', () => makePdf(i))),
      ...DEMO_MEDIA.htmlActivities.map((key, i) => make(key, 'text/html', () => Buffer.from(htmlActivity(i)))),
      ...DEMO_MEDIA.games.map((key) => make(key, 'text/html', () => Buffer.from(game()))),
      ...DEMO_MEDIA.lessons.map((key, i) => make(key, 'application/json', () => Buffer.from(lesson(i)))),
      make(DEMO_MEDIA.flash, 'application/x-shockwave-flash', swf),
      ...Object.entries(DEMO_MEDIA.thumbnails).map(([kind, key]) => make(key, 'image/png', () => thumbnail(kind))),
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return { created: created.sort(), elapsedMs: Date.now() - started };
}
