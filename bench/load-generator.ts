import autocannon from 'autocannon';

/** A call the benchmark measures beside the bare route. */
export interface BenchTarget {
  name: string;
  options: autocannon.Options;
  /** Acknowledged once its commit is durable: measured again with more learners at once (bench/run.ts). */
  durable?: boolean;
}

/**
 * autocannon, reading every answer's bytes off the socket and counting them as it does, without
 * appending each body to a string. autocannon 9 decodes every body chunk as UTF-8 text and
 * concatenates it (`req.body += data` in its request queue) even when no option reads the body; on
 * a compressed answer, whose bytes are mostly invalid UTF-8, that costs its single thread about
 * 370 µs per 18 KB answer, so a large answer measured the load generator rather than the server: a
 * bare `node:http` server sending a fixed 18 KB buffer measured 0.17-0.19 of its 30-byte route with
 * the decoding and 0.80-0.96 without it. A browser hands compressed bytes to its native decoder and
 * never to script as text.
 */
export function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  if (options.verifyBody || options.expectBody) return autocannon(options);
  return autocannon({ ...options, setupClient: leaveBodiesUnread });
}

interface ClientInternals {
  pipelinedRequests?: { addBody?: (data: unknown) => void };
}

function leaveBodiesUnread(client: autocannon.Client): void {
  const queue = (client as unknown as ClientInternals).pipelinedRequests;
  // A later autocannon that renames its queue would silently measure the decoding again.
  if (typeof queue?.addBody !== 'function') throw new Error('autocannon no longer keeps bodies where bench expects');
  queue.addBody = () => {};
}
