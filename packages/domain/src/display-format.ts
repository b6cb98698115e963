// Spec 002 §9: "Date display format DD MMM, YY." and "Duration display: seconds under a minute, then
// minutes, then hours and minutes."

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar day (YYYY-MM-DD) as DD MMM, YY: '2026-11-05' is '05 Nov, 26'; anything else as it came. */
export function formatDisplayDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDay;
  return `${match[3]} ${month}, ${match[1]!.slice(2)}`;
}

/** A length in seconds: '45 s' under a minute, '12 min' under an hour, then '1 h 5 min' (whole minutes). */
export function formatDisplayDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
