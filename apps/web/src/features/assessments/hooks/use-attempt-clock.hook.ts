import { readAttemptClock, timeWarning, type AttemptClockAnchor } from '@esc/domain';
import { useEffect, useRef, useState } from 'react';

export type ClockWarning = 'none' | '20%' | '5%' | 'over';

export interface AttemptClockInput {
  /** The deadline on the server's clock (ms since the epoch). */
  deadlineMs: number;
  /** When the attempt started, on the server's clock: the whole time is deadline - start. */
  startedAtMs: number;
  /** The server's time beside the monotonic clock's reading, taken when the server's time arrived. */
  anchor: AttemptClockAnchor;
  onTimeUp: () => void;
  /** The monotonic clock (performance.now): moving the device's wall clock does not move it. */
  monoNow?: () => number;
}

const performanceNow = () => performance.now();

/**
 * The attempt's clock: time left on the server's clock, counted from the anchor by the monotonic
 * clock (packages/domain attempt-timer.ts), so a device clock moved forward or back changes nothing;
 * ticking each second; the warning level (20 % and 5 % of the time left); onTimeUp once at zero,
 * offline too (the submit then waits in the outbox).
 */
export function useAttemptClock({
  deadlineMs,
  startedAtMs,
  anchor,
  onTimeUp,
  monoNow = performanceNow,
}: AttemptClockInput) {
  const times = { startedAtMs, deadlineMs };
  const [leftMs, setLeftMs] = useState(() => readAttemptClock(times, anchor, monoNow()).leftMs);
  const timeUp = useRef(onTimeUp);
  const fired = useRef(false);
  useEffect(() => {
    timeUp.current = onTimeUp;
  }, [onTimeUp]);

  useEffect(() => {
    const tick = () => {
      const reading = readAttemptClock({ startedAtMs, deadlineMs }, anchor, monoNow());
      setLeftMs(reading.leftMs);
      if (reading.timeUp && !fired.current) {
        fired.current = true;
        timeUp.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadlineMs, startedAtMs, anchor, monoNow]);

  const totalMs = Math.max(1, deadlineMs - startedAtMs);
  const warning: ClockWarning = timeWarning(deadlineMs, totalMs, deadlineMs - leftMs);
  return { leftMs: Math.max(0, leftMs), warning, totalMs };
}
