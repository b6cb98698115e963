import { useSearchParams } from 'react-router';

/**
 * The homework the content was opened from (?assignId=), or null. The player's calls name it
 * (details, lesson, the gate, progress), so the server decides mode 1 (spec 002 §2.3) and counts the
 * item toward the homework.
 */
export function useHomeworkAssignId(): number | null {
  const [search] = useSearchParams();
  const value = search.get('assignId');
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
