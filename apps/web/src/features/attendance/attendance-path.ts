/**
 * Attendance (a path we chose): staff take a section's register and read sections and the school;
 * a learner reads their month, a parent a child's (a notification names one: `?learner=<uuid>`, or
 * `?section=<id>`, the child in that section).
 * `?tab=register|section|school&section=<id>&date=<YYYY-MM-DD>` opens a staff view.
 */
export const ATTENDANCE_PATH = '/attendance';
