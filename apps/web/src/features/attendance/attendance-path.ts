/**
 * Attendance (a path we chose): staff take a section's register and read sections and the school;
 * a learner reads their month, a parent a child's (`?learner=<uuid>` from a notification names one).
 * `?tab=register|section|school&section=<id>&date=<YYYY-MM-DD>` opens a staff view.
 */
export const ATTENDANCE_PATH = '/attendance';
