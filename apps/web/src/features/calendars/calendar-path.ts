/** The calendars' routes (spec 001 §2), spelled as the specs spell them. */
export const CalendarPath = {
  /** A month of the learner's live classes, homework due days and tests; state: comingFrom. */
  institute: '/institute-calendar',
  /** A day's items for a class and subject; state: class_id, assign_id, date, recommend_type, subject_id, ... */
  pathway: '/LearningPathwayCalendar',
} as const;

/** 001 §2: the router state of /institute-calendar. */
export interface InstituteCalendarState {
  comingFrom?: string;
}

/** 001 §2: the router state of /LearningPathwayCalendar. */
export interface PathwayCalendarState {
  class_id?: number | null;
  assign_id?: number | null;
  /** YYYY-MM-DD, the school's day; today when absent. */
  date?: string | null;
  recommend_type?: number | string | null;
  subject_id?: number | null;
  isFromLearningPathwayCalendar?: boolean;
  comingFrom?: string;
}
