/**
 * What stops the server from starting, in a sentence for the person running it, for the problems
 * they can fix themselves: a data folder or database file it may not write, a full disk, a port in
 * use. null for anything else (a fault: its stack is what helps).
 */
export function startUpProblem(error: unknown, dataDir: string): string | null {
  if (!(error instanceof Error)) return null;
  const { code, path, port } = error as { code?: string; path?: string; port?: number };
  const where = path ?? dataDir;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      if (port !== undefined) return `the port ${port} needs more rights than this user has: choose PORT above 1024.`;
      return `${where} cannot be written: give this user write access, or set DATA_DIR to a folder it can write.`;
    case 'EROFS':
      return `${where} is on a read-only disk: set DATA_DIR to a folder on a writable disk.`;
    case 'ENOTDIR':
      return `${where} is not a folder: set DATA_DIR to a folder (it is made when missing).`;
    case 'ENOSPC':
      return `the disk of ${dataDir} is full: free some space and start again.`;
    case 'EADDRINUSE':
      return `the port ${port ?? ''} is in use by another program: stop it, or set PORT to another.`;
    case 'SQLITE_CANTOPEN':
      return `the database in ${dataDir} cannot be opened: check that the folder exists and that this user may write it and its files.`;
    case 'SQLITE_READONLY':
      return `the database in ${dataDir} is read-only: give this user write access to the folder and its files.`;
    case 'SQLITE_FULL':
      return `the disk of ${dataDir} is full: free some space and start again.`;
    default:
      return null;
  }
}
