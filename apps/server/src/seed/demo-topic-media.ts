import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { ContentKind } from '../db/schema.js';
import { lessonQuestionId, lessonTestId } from './demo-lesson-refs.js';
import { topicNotes, type DemoTopic, type TopicNotes } from './demo-topic-notes.js';
import { escapeHtml } from '../platform/documents/html-escape.js';

// The demo's text media, one set per topic: notes (PDF and study notes), an interactive lesson, an
// HTML activity and a game, each about the topic its content item is titled after.

export type TopicMediaKind = 'notes' | 'lesson' | 'activity' | 'game';

/** One file to make: its key, what it is, the topic, and the content ids a lesson refers to. */
export interface TopicMediaFile {
  key: string;
  kind: TopicMediaKind;
  topic: DemoTopic;
  /** The interactive content item the lesson belongs to. */
  contentId: number;
  /** A video of the same chapter, for the lesson's "watch" activity; null when there is none. */
  videoContentId: number | null;
}

/** The text media kind of a content kind; null for kinds whose media is not text (video) or none. */
export function topicMediaKind(kind: ContentKind): TopicMediaKind | null {
  switch (kind) {
    case 'pdf':
    case 'study_notes':
      return 'notes';
    case 'interactive':
      return 'lesson';
    case 'html':
      return 'activity';
    case 'game':
      return 'game';
    default:
      return null;
  }
}

const FILE_NAMES: Record<TopicMediaKind, string> = {
  notes: 'notes.pdf',
  lesson: 'lesson.json',
  activity: 'activity.html',
  game: 'game.html',
};

export const TOPIC_MEDIA_TYPES: Record<TopicMediaKind, string> = {
  notes: 'application/pdf',
  lesson: 'application/json',
  activity: 'text/html',
  game: 'text/html',
};

/** Where a topic's file of a kind is stored: one folder per topic. */
export function topicMediaKey(topicId: number, kind: TopicMediaKind): string {
  return `demo/topics/${topicId}/${FILE_NAMES[kind]}`;
}

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

/** Characters the standard PDF fonts (WinAnsi) lack, written the way a typist would. */
const PLAIN: Record<string, string> = { '→': '->', '−': '-', '√': 'sqrt ', π: 'pi', Ω: ' ohm' };
/** WinAnsi beyond Latin-1: these may stay. */
const WIN_ANSI_EXTRAS = '–—‘’‚“”„†‡•…‰‹›€™ŠšŒœŽžŸƒˆ˜';

function winAnsi(text: string): string {
  return [...text].map((c) => PLAIN[c] ?? (c.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRAS.includes(c) ? c : '?')).join('');
}

async function notesPdf(notes: TopicNotes, topic: DemoTopic): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Study notes: ${winAnsi(notes.title)}`);
  pdf.setAuthor('ESC demo');
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  for (const [page, [heading, body]] of notes.sections.entries()) {
    const sheet = pdf.addPage([595, 842]);
    sheet.drawText(winAnsi(notes.title), { x: 56, y: 780, size: 22, font: bold, color: rgb(0.1, 0.2, 0.5) });
    sheet.drawText(winAnsi(`Class ${topic.grade} ${topic.subject} - ${topic.chapter}`), {
      x: 56,
      y: 756,
      size: 11,
      font: regular,
      color: rgb(0.35, 0.35, 0.35),
    });
    sheet.drawText(winAnsi(`${page + 1}. ${heading}`), { x: 56, y: 720, size: 16, font: bold });
    let y = 692;
    for (const line of wrap(winAnsi(body), 483, (s) => regular.widthOfTextAtSize(s, 12))) {
      sheet.drawText(line, { x: 56, y, size: 12, font: regular });
      y -= 18;
    }
    sheet.drawText(`Page ${page + 1} of ${notes.sections.length}`, { x: 56, y: 40, size: 9, font: regular });
  }
  return Buffer.from(await pdf.save());
}

const page = (title: string, body: string, script: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:1.5rem auto;padding:0 1rem;line-height:1.5}
button{font-size:1rem;padding:.5rem 1rem;margin:.25rem}label{display:block;margin:.5rem 0}
[role=status]{font-weight:bold;margin-top:1rem}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p role="status" aria-live="polite" id="result"></p></main>
<script>${script}</script></body></html>`;

function activityHtml(notes: TopicNotes): string {
  const { text, options, answer } = notes.question;
  const choices = options
    .map((o, i) => `<label><input type="radio" name="answer" value="${i}"> ${escapeHtml(o)}</label>`)
    .join('');
  return page(
    `${notes.title}: quick check`,
    `<form id="quiz"><fieldset><legend>${escapeHtml(text)}</legend>${choices}</fieldset><button type="submit">Check answer</button></form>`,
    `document.getElementById('quiz').addEventListener('submit',function(e){e.preventDefault();
var c=document.querySelector('input[name=answer]:checked');var r=document.getElementById('result');
if(!c){r.textContent='Choose an answer first.';return}
r.textContent=Number(c.value)===${answer}?'Correct, well done!':'Not quite. Try again.';});`,
  );
}

/** The longest word of the topic's name (the chapter's when the name has no long word). */
export function keyWord(topic: DemoTopic): string {
  const words = (name: string) => name.split(/[^A-Za-z]+/).filter((w) => w.length >= 4);
  const pool = words(topic.name).length > 0 ? words(topic.name) : words(topic.chapter);
  return (pool.sort((a, b) => b.length - a.length)[0] ?? topic.subject).toUpperCase();
}

/** Rebuild the topic's key word from its scrambled letters. */
function gameHtml(topic: DemoTopic): string {
  const word = keyWord(topic);
  return page(
    `${topic.name}: word builder`,
    `<p>Rebuild the key word of ${escapeHtml(topic.name)} by pressing its letters in order.</p>
<p>Your word: <strong id="built" aria-live="polite"></strong></p><div id="letters" role="group" aria-label="Letters"></div>
<button type="button" id="again">Start again</button>`,
    `var word=${JSON.stringify(word)},built='';function draw(){var box=document.getElementById('letters');box.innerHTML='';
var letters=word.split('').map(function(c,i){return{c:c,i:i}}).sort(function(a,b){return((a.i*7)%word.length)-((b.i*7)%word.length)});
letters.forEach(function(l){var btn=document.createElement('button');btn.type='button';btn.textContent=l.c;
btn.addEventListener('click',function(){built+=l.c;btn.disabled=true;document.getElementById('built').textContent=built;
var r=document.getElementById('result');if(built.length===word.length){r.textContent=built===word?'You built it: '+word+'!':'Not quite. Start again.';}});
box.appendChild(btn);});}document.getElementById('again').addEventListener('click',function(){built='';
document.getElementById('built').textContent='';document.getElementById('result').textContent='';draw();});draw();`,
  );
}

function lessonJson(file: TopicMediaFile, notes: TopicNotes): string {
  const base = (file.contentId % 100_000) * 10;
  const slides = notes.sections.map(([title, text], i) => ({
    slide_id: base + i + 1,
    slide_order: i + 1,
    title,
    text,
    bullet_points: text
      .split('. ')
      .slice(0, 2)
      .map((s) => s.replace(/\.$/, '')),
    start_time_ms: i * 4000,
  }));
  // A question and a test only where the demo bank and papers have them (classes 9 and 10's
  // mathematics and science): a step that names nothing real would be a dead end.
  const questionId = lessonQuestionId(file.topic);
  const testId = lessonTestId(file.topic);
  const activities: Record<string, unknown>[] = [];
  if (questionId !== null) {
    activities.push({
      activity_id: base + 1,
      activity_type: 3,
      title: `A question on ${file.topic.chapter}`,
      after_slide_id: slides[0]!.slide_id,
      question_id: questionId,
      template_id: 1,
      question_type: 1,
    });
  }
  if (file.videoContentId !== null) {
    activities.push({
      activity_id: base + 2,
      activity_type: 2,
      title: `Watch: ${file.topic.chapter}`,
      after_slide_id: slides[1]!.slide_id,
      content_id: file.videoContentId,
    });
  }
  if (testId !== null) {
    activities.push({
      activity_id: base + 3,
      activity_type: 1,
      title: `Test yourself on ${file.topic.chapter}`,
      after_slide_id: slides[slides.length - 1]!.slide_id,
      test_id: testId,
    });
  }
  return JSON.stringify(
    {
      content_id: file.contentId,
      language_id: 1,
      title: `Interactive lesson: ${notes.title}`,
      video_meta_info: [{ video_id: `lesson-${file.contentId}`, video_title: notes.title, slides_details: slides }],
      activity_details: activities,
    },
    null,
    2,
  );
}

/** The bytes of one topic file. */
export async function makeTopicMedia(file: TopicMediaFile): Promise<Buffer> {
  const notes = topicNotes(file.topic);
  switch (file.kind) {
    case 'notes':
      return notesPdf(notes, file.topic);
    case 'lesson':
      return Buffer.from(lessonJson(file, notes));
    case 'activity':
      return Buffer.from(activityHtml(notes));
    case 'game':
      return Buffer.from(gameHtml(file.topic));
  }
}
