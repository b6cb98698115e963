import type { LiveClass } from '@esc/contracts';
import { useCallback, useRef, useState } from 'react';
import { registerAttendee } from '../api/live-classes.api';

export interface JoinState {
  loading: boolean;
  joiningId: number | null;
  /** The classes the person tried to join on this screen. */
  attempted: ReadonlySet<number>;
  error: boolean;
  /** The room link when the browser blocked the new tab: shown as a link to press. */
  blockedUrl: string | null;
}

/**
 * Spec 001 §2, the live class join flow, in its five steps: 1. set a loading flag and mark the schedule
 * id as joining; 2. add the id to the attempted list; 3. call the attendee registration; 4. open the
 * attendee URL (or the meeting-room link) in a new tab; 5. clear loading on success or error.
 */
export function useLiveClassJoin(childUuid: string | null) {
  const [state, setState] = useState<JoinState>({
    loading: false,
    joiningId: null,
    attempted: new Set(),
    error: false,
    blockedUrl: null,
  });
  const busy = useRef(false);

  const join = useCallback(
    async (live: LiveClass) => {
      if (busy.current) return;
      busy.current = true;
      // 1 and 2.
      setState((s) => ({
        ...s,
        loading: true,
        joiningId: live.sch_id,
        attempted: new Set([...s.attempted, live.sch_id]),
        error: false,
        blockedUrl: null,
      }));
      try {
        // 3.
        const data = await registerAttendee(live.sch_id, childUuid);
        // 4. The room is another site: no access back to this tab.
        const url = data.attendee_url || live.join_link || '';
        const tab = window.open(url, '_blank');
        if (tab) tab.opener = null;
        // 5.
        setState((s) => ({ ...s, loading: false, joiningId: null, blockedUrl: tab ? null : url }));
      } catch {
        // 5.
        setState((s) => ({ ...s, loading: false, joiningId: null, error: true }));
      } finally {
        busy.current = false;
      }
    },
    [childUuid],
  );

  return { ...state, join };
}
