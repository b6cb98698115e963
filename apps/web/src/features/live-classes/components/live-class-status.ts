import { LiveClassStatus } from '@esc/domain';
import type { LiveClass } from '@esc/contracts';
import { STATUS_SHADE } from '../../../components/status-colours';

export type StatusWord = 'upcoming' | 'missed' | 'completed' | 'unknown' | 'ongoing' | 'expired' | 'cancelled';

/**
 * The word a class shows: cancelled and expired as 001 §4 says; a class on now (active, not
 * cancelled or expired) as ongoing; otherwise the state of 002 §4.1 the server answers.
 */
export function statusWord(live: LiveClass): StatusWord {
  if (live.live_class_status === LiveClassStatus.Cancelled) return 'cancelled';
  if (live.is_expired) return 'expired';
  if (live.is_active && live.live_class_status !== LiveClassStatus.Completed) return 'ongoing';
  return live.state;
}

/** Filled badge shades (white text stays above WCAG AA on each). */
export const STATUS_COLOUR: Record<StatusWord, string> = {
  upcoming: STATUS_SHADE.info,
  missed: STATUS_SHADE.warning,
  completed: STATUS_SHADE.neutral,
  unknown: STATUS_SHADE.neutral,
  ongoing: STATUS_SHADE.success,
  expired: STATUS_SHADE.danger,
  cancelled: STATUS_SHADE.danger,
};
