/** How long after a write failed for a full disk the health check says so. */
const FULL_FOR_MS = 60_000;

export type DiskState = ReturnType<typeof createDiskState>;

/**
 * Whether the server's disk was found full: the error handler tells it when a write fails for want
 * of space (SQLite's SQLITE_FULL, PostgreSQL's 53100, ENOSPC), and the health check says so for a
 * minute after the last such failure. Nothing is polled: a full disk is learnt from the writes that
 * meet it (many calls that write are POSTs that only read, so a success proves nothing).
 */
export function createDiskState(clock: () => number) {
  let fullAt: number | null = null;
  return {
    sawFull(): void {
      fullAt = clock();
    },
    isFull(): boolean {
      return fullAt !== null && clock() - fullAt < FULL_FOR_MS;
    },
  };
}
