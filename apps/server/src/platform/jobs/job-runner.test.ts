import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createJobRunner, type RegisteredJob } from './job-runner.js';

// The runner both queues share, over jobs kept in memory, so that the moments of a race can be set
// one after the other. The engines' own behaviour is in job-queue.test.ts.

const silent = { error: () => undefined } as unknown as FastifyBaseLogger;

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('draining while a poll runs a job that queues another', () => {
  it('runs the queued job too, though the drain looked while the poll ran', async () => {
    const waiting: string[] = ['event'];
    const ran: string[] = [];
    const eventMayEnd = gate();
    const dueNamesMayAnswer = gate();
    const dueNamesAsked = gate();
    const handlers = new Map<string, RegisteredJob>(
      ['event', 'delivery'].map((name) => [
        name,
        { definition: { handler: async () => undefined, timeoutMs: 1000 }, running: 0 },
      ]),
    );
    const runner = createJobRunner<string>({
      handlers,
      take: async (name) => {
        const at = waiting.indexOf(name);
        return at < 0 ? undefined : waiting.splice(at, 1)[0];
      },
      // The event's handler queues a delivery, as an event of the bus queues a notification's.
      run: async (name) => {
        if (name === 'event') {
          await eventMayEnd.opened;
          waiting.push('delivery');
        }
        ran.push(name);
      },
      accepting: () => true,
      polling: () => false,
      // As a query does: the answer is what was waiting when it was asked, however late it comes back.
      dueNames: async () => {
        const due = [...new Set(waiting)];
        dueNamesAsked.open();
        await dueNamesMayAnswer.opened;
        return due;
      },
      log: silent,
    });

    // A poll takes the event and runs it; the drain asks what is due meanwhile (nothing: the event is
    // taken, the delivery not yet queued); the event's run ends before the answer comes back.
    await runner.pump('event');
    const drained = runner.drain();
    await dueNamesAsked.opened;
    eventMayEnd.open();
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toEqual(['event']);
    dueNamesMayAnswer.open();
    await drained;
    expect(ran).toEqual(['event', 'delivery']);
    expect(waiting).toEqual([]);
  });
});
