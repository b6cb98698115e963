import { timeWarning } from '@esc/domain';
import { useEffect, useRef, useState } from 'react';

export type ClockWarning = 'none' | '20%' | '5%' | 'over';

export interface AttemptClockInput {
  /** The deadline on the server's clock (ms since the epoch). */
  deadlineMs: number;
  /** When the attempt started, on the server's clock: the whole time is deadline - start. */
  startedAtMs: number;
  /** Server time minus browser time, measured when the server's time arrived. */
  offsetMs: number;
  onTimeUp: () => void;
  now?: () => number;
}

/**
 * The attempt's clock: time left on the server's clock (the browser's Date.now() plus the offset),
 * ticking each second; the warning level (20 % and 5 % of the time left); onTimeUp once at zero.
 */
export function useAttemptClock({ deadlineMs, startedAtMs, offsetMs, onTimeUp, now = Date.now }: AttemptClockInput) {
  const serverNow = () => now() + offsetMs;
  const [leftMs, setLeftMs] = useState(() => deadlineMs - serverNow());
  const timeUp = useRef(onTimeUp);
  const fired = useRef(false);
  useEffect(() => {
    timeUp.current = onTimeUp;
  }, [onTimeUp]);

  useEffect(() => {
    const tick = () => {
      const left = deadlineMs - (now() + offsetMs);
      setLeftMs(left);
      if (left <= 0 && !fired.current) {
        fired.current = true;
        timeUp.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadlineMs, offsetMs, now]);

  const totalMs = Math.max(1, deadlineMs - startedAtMs);
  const warning: ClockWarning = timeWarning(deadlineMs, totalMs, deadlineMs - leftMs);
  return { leftMs: Math.max(0, leftMs), warning, totalMs };
}
