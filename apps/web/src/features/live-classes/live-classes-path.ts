/** The learner's schedule (chosen path, calls-chosen.tsv myScheduleUniversity); a notification opens `?class=<id>`. */
export const MY_SCHEDULE_PATH = '/my-schedule';
/** Live classes: the learner's or parent's schedule, and staff schedule, change, cancel and start classes there. */
export const LIVE_CLASS_PATH = '/live-class';
