/**
 * The server's log destination: standard output, except that a line it cannot write (standard output
 * sent to a file on a full disk throws ENOSPC, a closed pipe emits an error) is dropped instead of
 * ending the process. Writing resumes by itself when it can, with one line saying how many were lost.
 */
export function safeLogStream(out: NodeJS.WritableStream = process.stdout) {
  let dropped = 0;
  out.on('error', () => {
    dropped += 1;
  });
  return {
    write(line: string): void {
      try {
        if (dropped > 0) {
          out.write(
            `{"level":40,"time":${Date.now()},"msg":"${dropped} log lines could not be written and were lost"}\n`,
          );
          dropped = 0;
        }
        out.write(line);
      } catch {
        dropped += 1;
      }
    },
  };
}
