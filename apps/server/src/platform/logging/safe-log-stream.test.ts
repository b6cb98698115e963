import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { safeLogStream } from './safe-log-stream.js';

// As the probe found: with the log on a full disk, the server later exited on an unhandled ENOSPC.

describe('the log on a full disk', () => {
  it('drops what it cannot write, never throws, and says how much was lost once it can write again', () => {
    let full = false;
    const written: string[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    // A file on a full disk: standard output written synchronously throws.
    const write = out.write.bind(out);
    out.write = ((chunk: string) => {
      if (full) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      return write(chunk);
    }) as typeof out.write;
    const log = safeLogStream(out);

    log.write('{"msg":"one"}\n');
    full = true;
    expect(() => log.write('{"msg":"two"}\n')).not.toThrow();
    expect(() => log.write('{"msg":"three"}\n')).not.toThrow();
    // A pipe whose reader went away tells it as an error event: no listener-less error ends the process.
    expect(() => out.emit('error', new Error('EPIPE'))).not.toThrow();
    full = false;
    log.write('{"msg":"four"}\n');

    expect(written[0]).toBe('{"msg":"one"}\n');
    expect(JSON.parse(written[1]!)).toMatchObject({ level: 40, msg: '3 log lines could not be written and were lost' });
    expect(written[2]).toBe('{"msg":"four"}\n');
  });
});
