/**
 * The server's clock as this browser reads it: the offset between the server's time (sent with the
 * attempt and every save) and the browser's at the moment it arrived. The timer counts on
 * Date.now() + offset, so a wrong or changed device clock neither adds nor takes time.
 */
export function clockOffset(serverTimeMs: number, receivedAtMs: number): number {
  return serverTimeMs - receivedAtMs;
}

/** Milliseconds as m:ss, or h:mm:ss past an hour. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
  return `${minutes}:${ss}`;
}
