/**
 * The demo media files: generated into storage at start-up (demo-media.ts) and referenced by the
 * demo catalogue (demo-catalogue.ts). Many content items share one file.
 */
export const DEMO_MEDIA = {
  videos: [
    { key: 'demo/videos/lesson-1.mp4', durationMs: 12_000 },
    { key: 'demo/videos/lesson-2.mp4', durationMs: 20_000 },
    { key: 'demo/videos/lesson-3.mp4', durationMs: 45_000 },
  ],
  pdfs: ['demo/pdfs/notes-1.pdf', 'demo/pdfs/notes-2.pdf', 'demo/pdfs/notes-3.pdf'],
  htmlActivities: ['demo/html/activity-1.html', 'demo/html/activity-2.html'],
  games: ['demo/html/game-1.html'],
  /** Interactive JSON lessons (spec 002 §3: video_meta_info[].slides_details, activity_details). */
  lessons: ['demo/lessons/lesson-1.json', 'demo/lessons/lesson-2.json', 'demo/lessons/lesson-3.json'],
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
