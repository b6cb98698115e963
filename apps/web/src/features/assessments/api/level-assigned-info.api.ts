import type { LevelAssignedInfoData } from '@esc/contracts';
import { api } from '../../../lib/api';

/** The server's clock for a board's time gate (spec 002 §4.4: GET levelAssignedInfo answers current_time). */
export function fetchLevelAssignedInfo(boardId: number | null, signal?: AbortSignal): Promise<LevelAssignedInfoData> {
  const query = boardId ? `?boardId=${boardId}` : '';
  return api.request<LevelAssignedInfoData>(`/student-report/levelAssignedInfo${query}`, { signal });
}
