import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The request being served, carried to whatever it calls (a service wording a name in the reader's
 * language, the access log saying from where, the job queue naming the request that queued a job),
 * so no call site passes the request down. One store for all of them: Node 20 copies every store
 * into every promise a request makes, so each store of its own cost every request a little more.
 * What is derived from the request is derived when first asked, once.
 */
interface RequestScope {
  readonly request: FastifyRequest | null;
  readonly derived: Map<symbol, unknown>;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Opens each request's scope: before every other hook that may ask a scoped fact. */
export function installRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    scopes.run({ request, derived: new Map() }, done);
  });
}

export interface RequestScoped<T> {
  /** The fact for the request being served; `outside` where none is (a job, a script). */
  current(): T;
  /** Runs work outside any request with the fact set (a job building a document for a person). */
  runWith<R>(value: T, work: () => R): R;
}

/** A fact of the request being served, derived from it when first asked. */
export function requestScoped<T>(derive: (request: FastifyRequest) => T, outside: () => T): RequestScoped<T> {
  const key = Symbol('request-scoped');
  return {
    current() {
      const scope = scopes.getStore();
      if (!scope) return outside();
      if (scope.derived.has(key)) return scope.derived.get(key) as T;
      const value = scope.request ? derive(scope.request) : outside();
      scope.derived.set(key, value);
      return value;
    },
    runWith(value, work) {
      return scopes.run({ request: null, derived: new Map([[key, value]]) }, work);
    },
  };
}
