/**
 * A place where a module is called by modules that depend on it. A module that must name things
 * another module owns (a learn-list names questions, papers and recordings; a bookmark names
 * recorded lectures) cannot need that module: the owner depends on it already. It offers an
 * extension point instead, with the keys it expects; the owners fill them while they are built, and
 * the composition root refuses to start while a key is empty. Nothing is looked up before start-up
 * is over: a point is read only when a request or a job asks.
 */
export interface ExtensionPoint<T extends object> {
  /** "module.point", as declarations name it. */
  readonly name: string;
  /** The keys the point expects to be filled, one provider each. */
  readonly keys: readonly (keyof T & string)[];
  /** Fills a key; a key is filled once. */
  provide<K extends keyof T & string>(key: K, implementation: T[K]): void;
  /** The provider of a key (start-up made sure there is one). */
  get<K extends keyof T & string>(key: K): T[K];
  /** Keys not filled yet. */
  missing(): string[];
  /** Keys filled so far. */
  filled(): string[];
}

export function createExtensionPoint<T extends object>(
  name: string,
  keys: readonly (keyof T & string)[],
): ExtensionPoint<T> {
  const providers = new Map<keyof T, T[keyof T]>();
  return {
    name,
    keys,
    provide(key, implementation) {
      if (!keys.includes(key)) throw new Error(`${name} has no key "${key}" to fill`);
      if (providers.has(key)) throw new Error(`${name}: "${key}" is filled twice`);
      providers.set(key, implementation);
    },
    get(key) {
      const found = providers.get(key);
      if (found === undefined) throw new Error(`${name}: nothing fills "${key}"`);
      return found as T[typeof key];
    },
    missing: () => keys.filter((key) => !providers.has(key)),
    filled: () => keys.filter((key) => providers.has(key)),
  };
}
