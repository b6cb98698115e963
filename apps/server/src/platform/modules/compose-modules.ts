import type { EventBus } from '../events/event-bus.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { createExtensionPoint, type ExtensionPoint } from './extension-point.js';
import type { BuildContext, BuiltModule, ModuleDeclaration, PlatformParts } from './module-declaration.js';

/** A declaration of any module, as the composition root handles them all alike. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDeclaration = ModuleDeclaration<string, Record<string, readonly string[]>, any, any, any>;

export class ModuleCompositionError extends Error {
  override name = 'ModuleCompositionError';
}

function fail(message: string): never {
  throw new ModuleCompositionError(message);
}

/** The modules in an order where each comes after everything it needs; a cycle is refused by name. */
export function buildOrder(declarations: readonly AnyDeclaration[]): AnyDeclaration[] {
  const byName = new Map<string, AnyDeclaration>();
  for (const d of declarations) {
    if (byName.has(d.name)) fail(`two modules are called ${d.name}`);
    byName.set(d.name, d);
  }
  for (const d of declarations) {
    for (const [needed, keys] of Object.entries(d.needs)) {
      const other = byName.get(needed) ?? fail(`${d.name} needs ${needed}, which no module declares`);
      if (needed === d.name) fail(`${d.name} needs itself`);
      for (const key of keys) {
        if (!other.offers.includes(key)) fail(`${d.name} needs ${needed}.${key}, which ${needed} does not offer`);
      }
    }
  }
  const order: AnyDeclaration[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (d: AnyDeclaration, path: string[]): void => {
    if (state.get(d.name) === 'done') return;
    if (state.get(d.name) === 'visiting') {
      fail(`the modules' needs form a cycle: ${[...path.slice(path.indexOf(d.name)), d.name].join(' -> ')}`);
    }
    state.set(d.name, 'visiting');
    for (const needed of Object.keys(d.needs).sort()) visit(byName.get(needed)!, [...path, d.name]);
    state.set(d.name, 'done');
    order.push(d);
  };
  for (const d of declarations) visit(d, []);
  return order;
}

/** Only the declared services of a module: a module cannot reach what it did not declare. */
function picked(services: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.freeze(Object.fromEntries(keys.map((key) => [key, services[key]])));
}

export interface ComposedModules {
  /** Every module's services by module name. */
  services: Record<string, unknown>;
  /** The modules as built, in build order. */
  built: { declaration: AnyDeclaration; module: BuiltModule<unknown> }[];
}

interface Registry {
  points: { owner: string; point: ExtensionPoint<object> }[];
  jobs: Map<string, string[]>;
  handled: Map<string, string[]>;
}

function contextFor(
  d: AnyDeclaration,
  needs: Record<string, unknown>,
  parts: { platform: PlatformParts; jobs: JobQueue; bus: EventBus<object> },
  registry: Registry,
  built: ComposedModules['built'],
): BuildContext<unknown, object> {
  const { jobs, bus } = parts;
  const registered: string[] = [];
  const handled: string[] = [];
  registry.jobs.set(d.name, registered);
  registry.handled.set(d.name, handled);
  return {
    platform: parts.platform,
    needs,
    jobs: {
      register(name, definition) {
        if (!d.jobs.includes(name)) fail(`${d.name} registers the job ${name}, which its declaration does not name`);
        registered.push(name);
        jobs.register(name, definition);
      },
      enqueue: (name, payload, options) => jobs.enqueue(name, payload, options),
      nudge: () => jobs.nudge(),
    },
    events: {
      publish(within, name, payload) {
        if (!d.publishes.includes(name)) fail(`${d.name} publishes ${name}, which its declaration does not name`);
        return bus.publish(within, name as never, payload as never);
      },
      on(name, handler, options) {
        if (!d.handles.includes(name)) fail(`${d.name} handles ${name}, which its declaration does not name`);
        handled.push(name);
        bus.on(name as never, d.name, handler as never, options);
      },
    },
    extensionPoint(name, keys) {
      const point = createExtensionPoint(`${d.name}.${name}`, keys);
      registry.points.push({ owner: d.name, point: point as unknown as ExtensionPoint<object> });
      return point;
    },
    schoolExports: () =>
      built.flatMap(({ declaration, module }) =>
        module.schoolExport ? [{ module: declaration.name, source: module.schoolExport }] : [],
      ),
  };
}

const fillsOf = (points: Registry['points']) =>
  new Set(points.flatMap(({ point }) => point.filled().map((key) => `${point.name}:${key}`)));

/** Checks what a module did while it was built against what it declared. */
function checkBuilt(d: AnyDeclaration, module: BuiltModule<unknown>, newFills: string[], registry: Registry): void {
  const services = module.services as Record<string, unknown>;
  for (const key of d.offers) if (!(key in services)) fail(`${d.name} offers ${key}, which it does not build`);
  for (const fill of newFills) {
    if (!d.fills.includes(fill)) fail(`${d.name} fills ${fill}, which its declaration does not name`);
  }
  for (const fill of d.fills) if (!newFills.includes(fill)) fail(`${d.name} declares it fills ${fill}, but does not`);
  for (const job of d.jobs) {
    if (!registry.jobs.get(d.name)!.includes(job)) fail(`${d.name} declares the job ${job}, but does not register it`);
  }
  for (const event of d.handles) {
    if (!registry.handled.get(d.name)!.includes(event)) fail(`${d.name} declares it handles ${event}, but does not`);
  }
}

/**
 * Builds every module from its declaration: in dependency order, each handed only the services it
 * declared it needs; then checks that every extension point is filled and every handled event has a
 * publisher. Any mismatch stops the server at start-up, naming the module.
 */
export function composeModules(
  declarations: readonly AnyDeclaration[],
  parts: { platform: PlatformParts; jobs: JobQueue; bus: EventBus<object> },
): ComposedModules {
  const order = buildOrder(declarations);
  const publishers = new Set(declarations.flatMap((d) => d.publishes));
  for (const d of declarations) {
    for (const event of d.handles)
      if (!publishers.has(event)) fail(`${d.name} handles ${event}, which no module publishes`);
  }
  const registry: Registry = { points: [], jobs: new Map(), handled: new Map() };
  const services: Record<string, unknown> = {};
  const built: ComposedModules['built'] = [];
  for (const d of order) {
    const needs = Object.fromEntries(
      Object.entries(d.needs).map(([name, keys]) => [name, picked(services[name] as Record<string, unknown>, keys)]),
    );
    const before = fillsOf(registry.points);
    const module = d.build(contextFor(d, needs, parts, registry, built)) as BuiltModule<unknown>;
    const newFills = [...fillsOf(registry.points)].filter((fill) => !before.has(fill));
    checkBuilt(d, module, newFills, registry);
    services[d.name] = module.services;
    built.push({ declaration: d, module });
  }
  for (const { owner, point } of registry.points) {
    const missing = point.missing();
    if (missing.length > 0) fail(`nothing fills ${missing.map((k) => `${point.name}:${k}`).join(', ')} (of ${owner})`);
  }
  return { services, built };
}
