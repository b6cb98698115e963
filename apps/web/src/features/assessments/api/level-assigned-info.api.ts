import { api } from '../../../lib/api';

/** The server's clock for a board's time gate (spec 002 §4.4: GET levelAssignedInfo answers current_time). */
export function fetchLevelAssignedInfo(boardId: number | null, signal?: AbortSignal) {
  return api.call(
    'GET /student-report/levelAssignedInfo',
    { query: { boardId: boardId ? String(boardId) : undefined } },
    { signal },
  );
}
