import { describe, expect, it } from 'vitest';
import { createEventBus } from '../events/event-bus.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { buildOrder, composeModules, type AnyDeclaration } from './compose-modules.js';
import type { PlatformParts } from './module-declaration.js';

// The composition root's rules: modules are built after what they need, each handed only what it
// declared; a cycle, a missing need, an empty extension point, or a module that does other than it
// declares stops the server at start-up, naming the module.

/** A queue that only records what is registered: composing modules runs no job. */
function recordingQueue(): JobQueue & { names: string[] } {
  const names: string[] = [];
  return {
    engine: 'local',
    names,
    register: (name) => void names.push(name),
    enqueue: async () => null,
    nudge: () => {},
    start: async () => {},
    stop: async () => {},
    drain: async () => {},
    running: () => false,
    backlog: async () => ({ waiting: 0, oldestWaitSeconds: 0 }),
  };
}

function compose(declarations: AnyDeclaration[]) {
  const jobs = recordingQueue();
  return composeModules(declarations, {
    platform: {} as PlatformParts,
    jobs,
    bus: createEventBus<object>(jobs),
  });
}

function mod(name: string, parts: Partial<AnyDeclaration> = {}): AnyDeclaration {
  return {
    name,
    purpose: `${name} for the test`,
    needs: {},
    offers: [],
    fills: [],
    publishes: [],
    handles: [],
    tables: [],
    jobs: [],
    build: () => ({ services: {} }),
    ...parts,
  };
}

describe('the build order', () => {
  it('puts every module after the modules it needs, whatever order they are listed in', () => {
    const order = buildOrder([
      mod('c', { needs: { b: ['x'] } }),
      mod('b', { needs: { a: ['x'] }, offers: ['x'] }),
      mod('a', { offers: ['x'] }),
    ]).map((d) => d.name);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('refuses a cycle and names its modules', () => {
    expect(() =>
      buildOrder([
        mod('a', { needs: { b: ['x'] }, offers: ['x'] }),
        mod('b', { needs: { c: ['x'] }, offers: ['x'] }),
        mod('c', { needs: { a: ['x'] }, offers: ['x'] }),
      ]),
    ).toThrow("the modules' needs form a cycle: a -> b -> c -> a");
  });

  it('refuses a need of a module nobody declares, or of a service the module does not offer', () => {
    expect(() => buildOrder([mod('a', { needs: { ghost: ['x'] } })])).toThrow(
      'a needs ghost, which no module declares',
    );
    expect(() => buildOrder([mod('a', { offers: ['x'] }), mod('b', { needs: { a: ['y'] } })])).toThrow(
      'b needs a.y, which a does not offer',
    );
    expect(() => buildOrder([mod('a'), mod('a')])).toThrow('two modules are called a');
  });
});

describe('building modules', () => {
  it('hands a module only the services it declared it needs', () => {
    let seen: unknown;
    compose([
      mod('a', { offers: ['x', 'y'], build: () => ({ services: { x: 1, y: 2, z: 3 } }) }),
      mod('b', {
        needs: { a: ['x'] },
        build: ({ needs }) => {
          seen = needs;
          return { services: {} };
        },
      }),
    ]);
    expect(seen).toEqual({ a: { x: 1 } });
  });

  it('refuses to start while an extension point has an empty key, and takes fills its owner declared', () => {
    const owner = mod('lists', {
      offers: ['kinds'],
      build: ({ extensionPoint }) => ({ services: { kinds: extensionPoint('kinds', ['question', 'paper']) } }),
    });
    const filler = (fills: string[], keys: string[]) =>
      mod('bank', {
        needs: { lists: ['kinds'] },
        fills,
        build: ({ needs }) => {
          const { kinds } = (needs as { lists: { kinds: { provide(k: string, v: unknown): void } } }).lists;
          for (const key of keys) kinds.provide(key, () => key);
          return { services: {} };
        },
      });
    expect(() => compose([owner, filler(['lists.kinds:question'], ['question'])])).toThrow(
      'nothing fills lists.kinds:paper (of lists)',
    );
    expect(() => compose([owner, filler(['lists.kinds:question'], ['question', 'paper'])])).toThrow(
      'bank fills lists.kinds:paper, which its declaration does not name',
    );
    expect(() => compose([owner, filler(['lists.kinds:question', 'lists.kinds:paper'], ['question'])])).toThrow(
      'bank declares it fills lists.kinds:paper, but does not',
    );
    const built = compose([owner, filler(['lists.kinds:question', 'lists.kinds:paper'], ['question', 'paper'])]);
    const kinds = (built.services.lists as { kinds: { get(k: string): () => string } }).kinds;
    expect(kinds.get('paper')()).toBe('paper');
  });

  it('holds a module to the jobs and events it declares', () => {
    const jobs = (declared: string[], registered: string[]) =>
      mod('m', {
        jobs: declared,
        build: ({ jobs: queue }) => {
          for (const name of registered) queue.register(name, { handler: async () => {}, timeoutMs: 1000 });
          return { services: {} };
        },
      });
    expect(() => compose([jobs([], ['m.sweep'])])).toThrow(
      'm registers the job m.sweep, which its declaration does not name',
    );
    expect(() => compose([jobs(['m.sweep'], [])])).toThrow('m declares the job m.sweep, but does not register it');
    expect(() => compose([mod('m', { handles: ['x.done'] })])).toThrow('m handles x.done, which no module publishes');
    const listener = mod('l', {
      handles: ['p.done'],
      build: ({ events }) => {
        events.on('p.done' as never, async () => {});
        return { services: {} };
      },
    });
    const publisher = mod('p', {
      publishes: ['p.done'],
      build: ({ events }) => {
        void events;
        return { services: {} };
      },
    });
    expect(() => compose([publisher, listener])).not.toThrow();
    expect(() => compose([publisher, mod('l', { handles: ['p.done'] })])).toThrow(
      'l declares it handles p.done, but does not',
    );
  });

  it('refuses an offer the module does not build', () => {
    expect(() => compose([mod('a', { offers: ['x'] })])).toThrow('a offers x, which it does not build');
  });
});
