import type { InteractiveLesson, LessonActivity, LessonSlide } from '@esc/contracts';

export type LessonStep =
  | { kind: 'slide'; key: string; slide: LessonSlide; videoTitle: string }
  | { kind: 'activity'; key: string; activity: LessonActivity };

/**
 * The lesson as one sequence: slides in order (video by video), each followed by the activities
 * placed after it; activities after an unknown slide come last.
 */
export function lessonSteps(lesson: InteractiveLesson): LessonStep[] {
  const slides = lesson.video_meta_info.flatMap((video) =>
    [...video.slides_details]
      .sort((a, b) => a.slide_order - b.slide_order)
      .map((slide) => ({ slide, videoTitle: video.video_title })),
  );
  const slideIds = new Set(slides.map((s) => s.slide.slide_id));
  const activityStep = (activity: LessonActivity): LessonStep => ({
    kind: 'activity',
    key: `activity-${activity.activity_id}`,
    activity,
  });
  const steps: LessonStep[] = [];
  for (const { slide, videoTitle } of slides) {
    steps.push({ kind: 'slide', key: `slide-${slide.slide_id}`, slide, videoTitle });
    for (const activity of lesson.activity_details) {
      if (activity.after_slide_id === slide.slide_id) steps.push(activityStep(activity));
    }
  }
  for (const activity of lesson.activity_details) {
    if (!slideIds.has(activity.after_slide_id)) steps.push(activityStep(activity));
  }
  return steps;
}
