import { type Compilable, type CompiledQuery, createQueryId, type Kysely } from 'kysely';

/** A named hole in a query shape: a placeholder where a value goes at each execution. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * Stands for a value in a query built for queryShape: `.where('uuid', '=', slot<string>('uuid'))`.
 * The compiled SQL carries a parameter placeholder there; the value comes with each execution.
 */
export function slot<T>(name: string): T {
  return new Slot(name) as unknown as T;
}

type Executor = Pick<Kysely<never>, 'executeQuery'>;

export interface QueryShape<P extends Record<string, unknown>, R> {
  /** Runs the shape on the executor (the database or a transaction) with these values for its slots. */
  execute(executor: Executor, values: P): Promise<R[]>;
}

/**
 * A query built and compiled once and run many times with new values. Building and compiling a
 * Kysely query costs more than running it on a hot path (a progress post, the guard's account
 * check); the SQL text stays the same, so SQLite's statement cache (dialect.ts) hits as well. Only
 * values can be slots, never identifiers, list lengths or optional clauses: a query whose structure
 * varies needs one shape per structure.
 */
export function queryShape<P extends Record<string, unknown>, R>(build: () => Compilable<R>): QueryShape<P, R> {
  let compiled: CompiledQuery<R> | null = null;
  return {
    async execute(executor, values) {
      compiled ??= build().compile();
      const parameters = compiled.parameters.map((p) => {
        if (!(p instanceof Slot)) return p;
        const value = values[p.name];
        if (value === undefined) throw new Error(`query shape: no value for slot ${p.name}`);
        return value;
      });
      const result = await executor.executeQuery<R>({ ...compiled, parameters, queryId: createQueryId() });
      return result.rows;
    },
  };
}

/** Shapes of a query whose structure varies (fields sent, rows), one per structure key, made on first use. */
export function shapesBy<K, S>(make: (key: K) => S): (key: K) => S {
  const shapes = new Map<K, S>();
  return (key) => {
    let shape = shapes.get(key);
    if (!shape) {
      shape = make(key);
      shapes.set(key, shape);
    }
    return shape;
  };
}
