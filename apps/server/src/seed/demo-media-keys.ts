/**
 * The demo media files shared by many items: generated into storage at start-up (demo-media.ts)
 * and referenced by the demo catalogue (demo-catalogue.ts). Videos carry no subject of their own;
 * notes, lessons, activities and games are made per topic (demo-topic-media.ts). The 10 s one is the
 * video the browser journeys watch to completion in real time: each second of it is a second of CI.
 */
export const DEMO_MEDIA = {
  videos: [
    { key: 'demo/videos/lesson-1.mp4', durationMs: 12_000 },
    { key: 'demo/videos/lesson-2.mp4', durationMs: 10_000 },
    { key: 'demo/videos/lesson-3.mp4', durationMs: 45_000 },
  ],
  /** A Flash file: the player shows the end-of-Flash-support alert (spec 002 §8). */
  flash: 'demo/legacy/animation.swf',
  thumbnails: {
    video: 'demo/thumbs/video.png',
    interactive: 'demo/thumbs/interactive.png',
    pdf: 'demo/thumbs/pdf.png',
    html: 'demo/thumbs/html.png',
    game: 'demo/thumbs/game.png',
    study_notes: 'demo/thumbs/study-notes.png',
    practice_test: 'demo/thumbs/practice-test.png',
  },
} as const;
