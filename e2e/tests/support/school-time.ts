/**
 * The school's (India's) date and time a few minutes ago, as the schedule form takes them, but never
 * before the school's day began: a class scheduled "two minutes ago" just after the school's midnight
 * still starts today, so it is on today's schedule and calendar, and on now.
 */
export function schoolTimeSince(minutesAgo: number, at: Date = new Date()): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const minutes = Math.max(Number(part('hour')) * 60 + Number(part('minute')) - minutesAgo, 0);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`,
  };
}
